/* Whether the accessibility bus answers, asked off the loop's thread (see CFlickAtk.h). */
#include "CFlickAtk.h"
#include <gio/gio.h>
#include <pthread.h>
#include <signal.h>

struct FlickBusProbe {
    /* Held by the owner (until `flick_bus_probe_cancel`), the probing thread and its handover. */
    gint refs;
    char *a11yAddress;
    char *sessionAddress;
    int timeoutMs;
    GCancellable *cancellable;
    /* The deadline on the default main context; NULL once it fired or was removed. */
    GSource *deadline;
    /* What the probing thread found, handed to the loop's thread, and its connection to a bus
       that answers (taken by `flick_bus_probe_take_connection`). */
    int found;
    GDBusConnection *connection;
    /* The callback was called (or the probe cancelled): it is not called again. */
    int settled;
    FlickBusProbeCallback callback;
    void *context;
};

static FlickBusProbe *probe_ref(FlickBusProbe *probe) {
    g_atomic_int_inc(&probe->refs);
    return probe;
}

static void probe_unref(gpointer data) {
    FlickBusProbe *probe = data;
    if (!g_atomic_int_dec_and_test(&probe->refs)) return;
    g_object_unref(probe->cancellable);
    if (probe->connection) g_object_unref(probe->connection);
    g_free(probe->a11yAddress);
    g_free(probe->sessionAddress);
    g_free(probe);
}

/* Calls the callback once with `outcome`, on the loop's thread, and ends the probe's work. */
static void settle(FlickBusProbe *probe, int outcome) {
    if (probe->settled) return;
    probe->settled = 1;
    if (probe->deadline) {
        g_source_destroy(probe->deadline);
        g_source_unref(probe->deadline);
        probe->deadline = NULL;
    }
    g_cancellable_cancel(probe->cancellable);
    probe->callback(probe->context, outcome);
}

static gboolean on_deadline(gpointer data) {
    FlickBusProbe *probe = data;
    g_source_unref(probe->deadline);
    probe->deadline = NULL;
    settle(probe, FLICK_BUS_NOT_ANSWERING);
    return G_SOURCE_REMOVE;
}

static gboolean on_found(gpointer data) {
    FlickBusProbe *probe = data;
    settle(probe, probe->found);
    return G_SOURCE_REMOVE;
}

/* A connection to the message bus at `address`: authenticated and registered (`Hello` answered). */
static GDBusConnection *connect_to(FlickBusProbe *probe, const char *address) {
    return g_dbus_connection_new_for_address_sync(
        address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
        NULL, probe->cancellable, NULL);
}

GDBusConnection *flick_bus_probe_take_connection(FlickBusProbe *probe) {
    if (!probe || !probe->settled || probe->found != FLICK_BUS_ANSWERS) return NULL;
    GDBusConnection *connection = probe->connection;
    probe->connection = NULL;
    return connection;
}

static void disconnect(GDBusConnection *connection) {
    g_dbus_connection_close_sync(connection, NULL, NULL);
    g_object_unref(connection);
}

/* The accessibility bus's address as the session bus's `org.a11y.Bus` gives it (NULL: none). */
static char *a11y_address_from_session(FlickBusProbe *probe) {
    GDBusConnection *session = connect_to(probe, probe->sessionAddress);
    if (!session) return NULL;
    GVariant *reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                                                  "GetAddress", NULL, G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE,
                                                  probe->timeoutMs, probe->cancellable, NULL);
    char *address = NULL;
    if (reply) {
        g_variant_get(reply, "(s)", &address);
        g_variant_unref(reply);
    }
    disconnect(session);
    return address;
}

/* The probing thread: every step waits on the other process, so none of it runs on the loop's. */
static gpointer probe_thread(gpointer data) {
    FlickBusProbe *probe = data;
    char *address = probe->a11yAddress ? g_strdup(probe->a11yAddress)
                  : probe->sessionAddress ? a11y_address_from_session(probe) : NULL;
    int found = FLICK_BUS_ABSENT;
    GDBusConnection *a11y = address && *address ? connect_to(probe, address) : NULL;
    if (a11y) found = FLICK_BUS_ANSWERS;
    probe->connection = a11y;
    g_free(address);
    /* A wait that was cancelled at the deadline reports nothing: the deadline did. */
    probe->found = found;
    GSource *handover = g_idle_source_new();
    g_source_set_callback(handover, on_found, probe, probe_unref);
    g_source_attach(handover, NULL);
    g_source_unref(handover);
    return NULL;
}

FlickBusProbe *flick_bus_probe_start(const char *a11yAddress, const char *sessionAddress, int timeoutMs,
                                     FlickBusProbeCallback callback, void *context) {
    FlickBusProbe *probe = g_new0(FlickBusProbe, 1);
    probe->refs = 1;
    probe->a11yAddress = g_strdup(a11yAddress);
    probe->sessionAddress = g_strdup(sessionAddress);
    probe->timeoutMs = timeoutMs;
    probe->cancellable = g_cancellable_new();
    probe->callback = callback;
    probe->context = context;
    probe->deadline = g_timeout_source_new((guint)(timeoutMs > 0 ? timeoutMs : 0));
    g_source_set_callback(probe->deadline, on_deadline, probe, NULL);
    g_source_attach(probe->deadline, NULL);
    /* The thread (and GDBus's own, which it starts) blocks every signal, so SIGTERM and the like
       still reach the loop's signalfd instead of ending the process. */
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    g_thread_unref(g_thread_new("flick-a11y-probe", probe_thread, probe_ref(probe)));
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return probe;
}

static gboolean on_wait_deadline(gpointer data) {
    *(int *)data = 1;
    return G_SOURCE_REMOVE;
}

int flick_bus_probe_wait(FlickBusProbe *probe, int timeoutMs) {
    GMainContext *context = g_main_context_default();
    int expired = 0;
    GSource *deadline = g_timeout_source_new((guint)(timeoutMs > 0 ? timeoutMs : 0));
    g_source_set_callback(deadline, on_wait_deadline, &expired, NULL);
    g_source_attach(deadline, context);
    /* The callback may cancel (and so release) the probe while this waits. */
    probe_ref(probe);
    while (!probe->settled && !expired) g_main_context_iteration(context, TRUE);
    int settled = probe->settled;
    probe_unref(probe);
    g_source_destroy(deadline);
    g_source_unref(deadline);
    return settled;
}

void flick_bus_probe_cancel(FlickBusProbe *probe) {
    if (!probe) return;
    if (!probe->settled) {
        probe->settled = 1;
        if (probe->deadline) {
            g_source_destroy(probe->deadline);
            g_source_unref(probe->deadline);
            probe->deadline = NULL;
        }
        g_cancellable_cancel(probe->cancellable);
    }
    probe_unref(probe);
}
