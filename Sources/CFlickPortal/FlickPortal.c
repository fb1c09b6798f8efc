/* The settings portal's colour scheme through GDBus (see CFlickPortal.h). */
#include "CFlickPortal.h"
#include <gio/gio.h>
#include <pthread.h>
#include <signal.h>

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_INTERFACE "org.freedesktop.portal.Settings"
#define APPEARANCE_NAMESPACE "org.freedesktop.appearance"
#define SCHEME_KEY "color-scheme"

struct FlickPortal {
    /* Held by the owner (until `flick_portal_stop`), the connecting thread's result, each call
       in flight and the signal subscription; freed by the last. */
    gint refs;
    char *address;
    GCancellable *cancellable;
    GDBusConnection *connection;
    /* What the connecting thread made, handed to the loop's thread. */
    GDBusConnection *made;
    guint subscription;
    int timeoutMs;
    /* Gives up a connection not made within `timeoutMs`; NULL once it fired or was removed. */
    GSource *deadline;
    int answered;
    int stopped;
    /* The connection was given up at the deadline: a late one is dropped. */
    int expired;
    FlickPortalCallback callback;
    void *context;
};

static FlickPortal *portal_ref(FlickPortal *portal) {
    g_atomic_int_inc(&portal->refs);
    return portal;
}

static void portal_unref(gpointer data) {
    FlickPortal *portal = data;
    if (!g_atomic_int_dec_and_test(&portal->refs)) return;
    g_clear_object(&portal->made);
    g_object_unref(portal->cancellable);
    g_free(portal->address);
    g_free(portal);
}

/* The scheme in `value`, however deeply wrapped in variants (`Read` wraps it twice). */
static int scheme_of(GVariant *value) {
    GVariant *v = g_variant_ref(value);
    while (g_variant_is_of_type(v, G_VARIANT_TYPE_VARIANT)) {
        GVariant *inner = g_variant_get_variant(v);
        g_variant_unref(v);
        v = inner;
    }
    int scheme = -1;
    if (g_variant_is_of_type(v, G_VARIANT_TYPE_UINT32)) {
        guint32 u = g_variant_get_uint32(v);
        scheme = u <= 2 ? (int)u : 0;
    }
    g_variant_unref(v);
    return scheme;
}

static void answer(FlickPortal *portal, int scheme) {
    if (portal->stopped) return;
    portal->answered = 1;
    portal->callback(portal->context, scheme);
}

static void on_changed(GDBusConnection *connection, const gchar *sender, const gchar *path, const gchar *interface,
                       const gchar *signal, GVariant *parameters, gpointer data) {
    (void)connection; (void)sender; (void)path; (void)interface; (void)signal;
    FlickPortal *portal = data;
    if (portal->stopped || !g_variant_is_of_type(parameters, G_VARIANT_TYPE("(ssv)"))) return;
    const gchar *namespace = NULL, *key = NULL;
    GVariant *value = NULL;
    g_variant_get(parameters, "(&s&sv)", &namespace, &key, &value);
    if (g_strcmp0(namespace, APPEARANCE_NAMESPACE) == 0 && g_strcmp0(key, SCHEME_KEY) == 0) answer(portal, scheme_of(value));
    g_variant_unref(value);
}

/* The reply of `Read` or `ReadOne`: "(v)". */
static int scheme_of_reply(GVariant *reply) {
    if (!g_variant_is_of_type(reply, G_VARIANT_TYPE("(v)"))) return -1;
    GVariant *value = g_variant_get_child_value(reply, 0);
    int scheme = scheme_of(value);
    g_variant_unref(value);
    return scheme;
}

/* The answer for a call that failed: no answer, or none in time. */
static int scheme_of_error(const GError *error) {
    return g_error_matches(error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT) ? FLICK_PORTAL_NOT_ANSWERING : -1;
}

static void on_read(GObject *source, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, &error);
    if (reply) {
        answer(data, scheme_of_reply(reply));
        g_variant_unref(reply);
    } else {
        answer(data, scheme_of_error(error));
        g_error_free(error);
    }
    portal_unref(data);
}

static void call(FlickPortal *portal, const char *method, GAsyncReadyCallback done) {
    g_dbus_connection_call(portal->connection, PORTAL_NAME, PORTAL_PATH, PORTAL_INTERFACE, method,
                           g_variant_new("(ss)", APPEARANCE_NAMESPACE, SCHEME_KEY), G_VARIANT_TYPE("(v)"),
                           G_DBUS_CALL_FLAGS_NONE, portal->timeoutMs, portal->cancellable, done, portal_ref(portal));
}

/* `ReadOne` came back: its value, or `Read` when the portal is older than `ReadOne` (version 2). */
static void on_read_one(GObject *source, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, &error);
    if (reply) {
        answer(data, scheme_of_reply(reply));
        g_variant_unref(reply);
    } else {
        int unknown = g_error_matches(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD);
        int scheme = scheme_of_error(error);
        g_error_free(error);
        FlickPortal *portal = data;
        if (unknown && !portal->stopped) call(portal, "Read", on_read); else answer(portal, scheme);
    }
    portal_unref(data);
}

/* The connection is made (or not), on the loop's thread: subscribe to the setting's changes and read it. */
static void remove_deadline(FlickPortal *portal) {
    if (!portal->deadline) return;
    g_source_destroy(portal->deadline);
    g_source_unref(portal->deadline);
    portal->deadline = NULL;
}

/* No connection within the time limit: give it up (the connecting thread's wait is cancelled). */
static gboolean on_connect_deadline(gpointer data) {
    FlickPortal *portal = data;
    g_source_unref(portal->deadline);
    portal->deadline = NULL;
    portal->expired = 1;
    g_cancellable_cancel(portal->cancellable);
    answer(portal, FLICK_PORTAL_NOT_ANSWERING);
    return G_SOURCE_REMOVE;
}

static gboolean on_connected(gpointer data) {
    FlickPortal *portal = data;
    if (portal->stopped || portal->expired) return G_SOURCE_REMOVE;
    remove_deadline(portal);
    if (!portal->made) {
        answer(portal, -1);
        return G_SOURCE_REMOVE;
    }
    portal->connection = portal->made;
    portal->made = NULL;
    portal->subscription = g_dbus_connection_signal_subscribe(
        portal->connection, PORTAL_NAME, PORTAL_INTERFACE, "SettingChanged", PORTAL_PATH, APPEARANCE_NAMESPACE,
        G_DBUS_SIGNAL_FLAGS_NONE, on_changed, portal_ref(portal), portal_unref);
    call(portal, "ReadOne", on_read_one);
    return G_SOURCE_REMOVE;
}

/* Connects on a thread of its own that then ends: GDBus's asynchronous connect would use GLib's
   thread pool, whose idle threads wake up again later (after 0.5 s and 15 s). */
static gpointer connect_thread(gpointer data) {
    FlickPortal *portal = data;
    portal->made = g_dbus_connection_new_for_address_sync(
        portal->address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
        NULL, portal->cancellable, NULL);
    /* Handed over as a source of the default main context, which only the loop's thread
       dispatches (g_main_context_invoke could run it here, on this thread). */
    GSource *handover = g_idle_source_new();
    g_source_set_callback(handover, on_connected, portal, portal_unref);
    g_source_attach(handover, NULL);
    g_source_unref(handover);
    return NULL;
}

FlickPortal *flick_portal_watch(const char *address, int timeoutMs, FlickPortalCallback callback, void *context) {
    FlickPortal *portal = g_new0(FlickPortal, 1);
    portal->refs = 1;
    portal->address = g_strdup(address);
    portal->cancellable = g_cancellable_new();
    portal->timeoutMs = timeoutMs;
    portal->callback = callback;
    portal->context = context;
    portal->deadline = g_timeout_source_new((guint)(timeoutMs > 0 ? timeoutMs : 0));
    g_source_set_callback(portal->deadline, on_connect_deadline, portal, NULL);
    g_source_attach(portal->deadline, NULL);
    /* The connecting thread, and GDBus's own thread that it starts, block every signal, so
       SIGTERM and the like still reach the loop's signalfd instead of ending the process. */
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    g_thread_unref(g_thread_new("flick-portal", connect_thread, portal_ref(portal)));
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return portal;
}

static gboolean on_deadline(gpointer data) {
    *(int *)data = 1;
    return G_SOURCE_REMOVE;
}

int flick_portal_wait(FlickPortal *portal, int timeoutMs) {
    GMainContext *context = g_main_context_default();
    int expired = 0;
    GSource *deadline = g_timeout_source_new((guint)(timeoutMs > 0 ? timeoutMs : 0));
    g_source_set_callback(deadline, on_deadline, &expired, NULL);
    g_source_attach(deadline, context);
    while (!portal->answered && !expired) g_main_context_iteration(context, TRUE);
    g_source_destroy(deadline);
    g_source_unref(deadline);
    return portal->answered;
}

void flick_portal_stop(FlickPortal *portal) {
    if (!portal) return;
    portal->stopped = 1;
    remove_deadline(portal);
    g_cancellable_cancel(portal->cancellable);
    /* Calls in flight and a signal already queued still report from the main context later and
       find the watch stopped; each holds its reference until then. */
    if (portal->connection) {
        g_dbus_connection_signal_unsubscribe(portal->connection, portal->subscription);
        g_clear_object(&portal->connection);
    }
    portal_unref(portal);
}
