/* The settings portal's colour scheme through GDBus (see CFlickPortal.h). */
#include "CFlickPortal.h"
#include <gio/gio.h>

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_INTERFACE "org.freedesktop.portal.Settings"
#define APPEARANCE_NAMESPACE "org.freedesktop.appearance"
#define SCHEME_KEY "color-scheme"

struct FlickPortal {
    GCancellable *cancellable;
    GDBusConnection *connection;
    guint subscription;
    int timeoutMs;
    int answered;
    int stopped;
    FlickPortalCallback callback;
    void *context;
};

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

static void on_read(GObject *source, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, &error);
    if (!reply) {
        int cancelled = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
        g_error_free(error);
        if (!cancelled) answer(data, -1);
        return;
    }
    answer(data, scheme_of_reply(reply));
    g_variant_unref(reply);
}

static void call(FlickPortal *portal, const char *method, GAsyncReadyCallback done) {
    g_dbus_connection_call(portal->connection, PORTAL_NAME, PORTAL_PATH, PORTAL_INTERFACE, method,
                           g_variant_new("(ss)", APPEARANCE_NAMESPACE, SCHEME_KEY), G_VARIANT_TYPE("(v)"),
                           G_DBUS_CALL_FLAGS_NONE, portal->timeoutMs, portal->cancellable, done, portal);
}

/* `ReadOne` came back: its value, or `Read` when the portal is older than `ReadOne` (version 2). */
static void on_read_one(GObject *source, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, &error);
    if (!reply) {
        int cancelled = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
        int unknown = g_error_matches(error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD);
        g_error_free(error);
        if (cancelled) return;
        if (unknown) call(data, "Read", on_read); else answer(data, -1);
        return;
    }
    answer(data, scheme_of_reply(reply));
    g_variant_unref(reply);
}

/* The subscription is gone for good (after `flick_portal_stop`): the watch is freed. */
static void on_unsubscribed(gpointer data) {
    g_free(data);
}

static void on_connected(GObject *source, GAsyncResult *result, gpointer data) {
    (void)source;
    GError *error = NULL;
    GDBusConnection *connection = g_dbus_connection_new_for_address_finish(result, &error);
    if (!connection) {
        int cancelled = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
        g_error_free(error);
        if (!cancelled) answer(data, -1);
        return;
    }
    FlickPortal *portal = data;
    portal->connection = connection;
    portal->subscription = g_dbus_connection_signal_subscribe(
        connection, PORTAL_NAME, PORTAL_INTERFACE, "SettingChanged", PORTAL_PATH, APPEARANCE_NAMESPACE,
        G_DBUS_SIGNAL_FLAGS_NONE, on_changed, portal, on_unsubscribed);
    call(portal, "ReadOne", on_read_one);
}

FlickPortal *flick_portal_watch(const char *address, int timeoutMs, FlickPortalCallback callback, void *context) {
    FlickPortal *portal = g_new0(FlickPortal, 1);
    portal->cancellable = g_cancellable_new();
    portal->timeoutMs = timeoutMs;
    portal->callback = callback;
    portal->context = context;
    g_dbus_connection_new_for_address(address,
                                      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                          | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                      NULL, portal->cancellable, on_connected, portal);
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
    g_cancellable_cancel(portal->cancellable);
    g_object_unref(portal->cancellable);
    /* Cancelled calls still report (with G_IO_ERROR_CANCELLED) from the main context later and
       touch nothing of the watch then. A signal already queued may still arrive: with a
       subscription the watch is freed when GDBus lets go of it (`on_unsubscribed`), else now. */
    if (portal->connection) {
        GDBusConnection *connection = portal->connection;
        g_dbus_connection_signal_unsubscribe(connection, portal->subscription);
        g_object_unref(connection);
    } else {
        g_free(portal);
    }
}
