// The styles of the pages the server renders for a first visit (routes marked serverRendered) and
// of what those pages show: imported by the entry, they are inlined into index.html with the
// portal's own, so the server's HTML is styled by the first paint instead of when each page's
// code arrives. The components still import what they use.
import "../games/games.css";
import "../pages/homePage.css";
import "../home/home.css";
import "../notice/notice.css";
import "../store/store.css";
import "../challenges/challenges.css";
import "../play/play.css";
import "../qa/qa.css";
