// The HTTP tests' own requests each go out on a connection of their own. A kept-alive connection
// left idle while the test's thread is busy (reading a build's cache folders, parsing a page)
// misses its own keep-alive timer, and the server may close it just as the thread, free again,
// writes the next request on it: that request fails with "other side closed"
// (nodejs/undici#3141). That is a failure of the test's client, not of the site. What a server
// does with kept-alive connections is tested with clients that hold them on purpose (the drain
// and site-handler tests, the edge's own upstream connections).
import { Agent, setGlobalDispatcher } from 'undici';

// Node's fetch takes the dispatcher from the global that undici's setGlobalDispatcher sets.
setGlobalDispatcher(new Agent({ pipelining: 0 }));
