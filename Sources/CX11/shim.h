#ifndef FLICK_CX11_SHIM_H
#define FLICK_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/cursorfont.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/timerfd.h>
#include <poll.h>
#include <signal.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/shape.h>
#include <sys/signalfd.h>
#include <sys/eventfd.h>
#include <unistd.h>

/* ppoll is declared only under _GNU_SOURCE; glibc always provides it. */
#ifndef __USE_GNU
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);
#endif

/* Input methods: XCreateIC, XSetICValues, XGetIMValues and XGetICValues are variadic, which Swift
   cannot call; these take the few arguments Flick passes. */
#include <locale.h>
#include <langinfo.h>

/* An input context on `window` in `style`; with a spot (over-the-spot preedit) at (x, y). */
static inline XIC flick_XCreateIC(XIM im, Window window, XIMStyle style) {
    return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, (char *)NULL);
}
static inline XIC flick_XCreateICAtSpot(XIM im, Window window, XIMStyle style, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, (char *)NULL);
    XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                       XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
    return ic;
}
/* Moves an over-the-spot preedit (and the candidate window placed by it) to (x, y); 1 on success. */
static inline int flick_XSetICSpot(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, (char *)NULL);
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
    return failed == NULL;
}
/* The styles the input method supports (free with XFree), or NULL. */
static inline XIMStyles *flick_XIMStyles(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL) return NULL;
    return styles;
}
/* The events the input context needs selected on the window (XNFilterEvents). */
static inline unsigned long flick_XICFilterEvents(XIC ic) {
    unsigned long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
    return mask;
}

/* XDestroyImage is a macro (a call through the image's function table). */
static inline int flick_XDestroyImage(XImage *image) { return XDestroyImage(image); }
#endif
