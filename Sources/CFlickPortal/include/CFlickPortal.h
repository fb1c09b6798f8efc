#ifndef FLICK_CFLICKPORTAL_H
#define FLICK_CFLICKPORTAL_H
/*
 * The system's colour scheme from the freedesktop settings portal, read through GDBus on GLib's
 * default main context (dispatched by Flick's own loop, so nothing wakes the process while the
 * bus is quiet): `org.freedesktop.portal.Settings` at `org.freedesktop.portal.Desktop`
 * `/org/freedesktop/portal/desktop`, `ReadOne` (else `Read`) of `org.freedesktop.appearance`
 * `color-scheme`, and its `SettingChanged` signal. Nothing is decided here: Swift maps the value.
 */

typedef struct FlickPortal FlickPortal;

/* The portal's `color-scheme`: 0 no preference, 1 prefer dark, 2 prefer light (a value the
   portal does not define reads as 0); -1: no answer (no portal on the bus, no such setting, an
   error); FLICK_PORTAL_NOT_ANSWERING: the bus or the portal gave no answer within the time limit.
   Called on the thread that dispatches GLib's default main context. */
#define FLICK_PORTAL_NOT_ANSWERING (-2)
typedef void (*FlickPortalCallback)(void *context, int scheme);

/* Connects to the bus at `address` (a D-Bus address, e.g. "unix:path=/run/user/1000/bus";
   never autolaunched), subscribes to the setting's changes and reads it, all without blocking:
   `callback` hears the value read (or why there is none) once, then every change. `timeoutMs`
   bounds the connection (counted from this call) and the read. */
FlickPortal *flick_portal_watch(const char *address, int timeoutMs, FlickPortalCallback callback, void *context);

/* Runs GLib's default main context until the first answer came (1) or `timeoutMs` passed (0). */
int flick_portal_wait(FlickPortal *portal, int timeoutMs);

/* Stops watching and frees the watch; the callback is not called again. */
void flick_portal_stop(FlickPortal *portal);

#endif
