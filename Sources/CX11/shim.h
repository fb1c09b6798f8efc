#ifndef FLICK_CX11_SHIM_H
#define FLICK_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/timerfd.h>
#include <poll.h>
#include <signal.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <sys/signalfd.h>
#include <sys/eventfd.h>
#include <unistd.h>

/* ppoll is declared only under _GNU_SOURCE; glibc always provides it. */
#ifndef __USE_GNU
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);
#endif

/* XDestroyImage is a macro (a call through the image's function table). */
static inline int flick_XDestroyImage(XImage *image) { return XDestroyImage(image); }
#endif
