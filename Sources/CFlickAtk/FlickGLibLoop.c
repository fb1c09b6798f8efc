/* GLib's default main context driven by another program's poll loop. */
#include "CFlickAtk.h"
#include <glib.h>

static GPollFD *descriptors;
static gint capacity;
static gint wanted;
static gint priority;
static gboolean acquired;

int flick_glib_prepare(int *timeoutMs) {
    GMainContext *context = g_main_context_default();
    if (!acquired) acquired = g_main_context_acquire(context);
    g_main_context_prepare(context, &priority);
    gint timeout = -1;
    wanted = g_main_context_query(context, priority, &timeout, descriptors, capacity);
    if (wanted > capacity) {
        capacity = wanted;
        descriptors = g_renew(GPollFD, descriptors, capacity);
        wanted = g_main_context_query(context, priority, &timeout, descriptors, capacity);
    }
    if (timeoutMs) *timeoutMs = timeout;
    return wanted;
}

void flick_glib_descriptors(struct pollfd *fds, int count) {
    for (int i = 0; i < count && i < wanted; i++) {
        fds[i].fd = descriptors[i].fd;
        fds[i].events = (short)descriptors[i].events;
        fds[i].revents = 0;
    }
}

void flick_glib_dispatch(const struct pollfd *fds, int count) {
    GMainContext *context = g_main_context_default();
    for (int i = 0; i < wanted; i++) descriptors[i].revents = i < count ? (gushort)fds[i].revents : 0;
    if (g_main_context_check(context, priority, descriptors, wanted)) g_main_context_dispatch(context);
}
