/* Which events assistive technologies listen for, as the AT-SPI registry lists them (see CFlickAtk.h). */
#include "FlickAtkPrivate.h"
#include <string.h>

#define REGISTRY_NAME "org.a11y.atspi.Registry"
#define REGISTRY_PATH "/org/a11y/atspi/registry"
#define REGISTRY_IFACE "org.a11y.atspi.Registry"

/* One watch per process, as atk-bridge is one per process; touched on the loop's thread only. */
static GDBusConnection *connection;
/* The registered events, each "BUS EVENT" (a listener may register one event twice). */
static GPtrArray *events;
static gboolean known;

/* Whether the registered `event` ("Object:Announcement:", "Object::", "" for every event) takes
   the event of `iface` and `member`: the same interface, or none named, and the same member, or none. */
static gboolean takes(const char *event, const char *iface, const char *member) {
    gchar **parts = g_strsplit(event, ":", 3);
    gboolean match = !parts[0] || !*parts[0]
        || (g_ascii_strcasecmp(parts[0], iface) == 0 && (!parts[1] || !*parts[1] || g_ascii_strcasecmp(parts[1], member) == 0));
    g_strfreev(parts);
    return match;
}

int flick_atk_listeners_hear(const char *iface, const char *member) {
    if (!known) return -1;
    for (guint i = 0; i < events->len; i++) {
        const char *entry = g_ptr_array_index(events, i);
        const char *event = strchr(entry, ' ');
        if (event && takes(event + 1, iface, member)) return 1;
    }
    return 0;
}

static void add(const char *bus, const char *event) {
    g_ptr_array_add(events, g_strdup_printf("%s %s", bus, event));
}

static void on_listener_changed(GDBusConnection *bus, const gchar *sender, const gchar *path, const gchar *iface,
                                const gchar *signal, GVariant *parameters, gpointer data) {
    (void)bus; (void)sender; (void)path; (void)iface; (void)data;
    const gchar *name = NULL, *event = NULL;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE_TUPLE) || g_variant_n_children(parameters) < 2) return;
    g_variant_get_child(parameters, 0, "&s", &name);
    g_variant_get_child(parameters, 1, "&s", &event);
    if (strcmp(signal, "EventListenerRegistered") == 0) {
        add(name, event);
        return;
    }
    gchar *entry = g_strdup_printf("%s %s", name, event);
    for (guint i = 0; i < events->len; i++) {
        if (strcmp(g_ptr_array_index(events, i), entry) == 0) {
            g_ptr_array_remove_index(events, i);
            break;
        }
    }
    g_free(entry);
}

static void on_registered_events(GObject *source, GAsyncResult *result, gpointer data) {
    (void)data;
    GVariant *reply = g_dbus_connection_call_finish(G_DBUS_CONNECTION(source), result, NULL);
    if (!reply) return;
    GVariantIter *iter = NULL;
    const gchar *name, *event;
    g_variant_get(reply, "(a(ss))", &iter);
    while (g_variant_iter_next(iter, "(&s&s)", &name, &event)) add(name, event);
    g_variant_iter_free(iter);
    g_variant_unref(reply);
    known = TRUE;
}

void flick_atk_listeners_watch(FlickBusProbe *probe) {
    if (connection) return;
    connection = flick_bus_probe_take_connection(probe);
    if (!connection) return;
    events = g_ptr_array_new_with_free_func(g_free);
    /* Subscribed before the list is asked for, so no change between the two is missed. */
    g_dbus_connection_signal_subscribe(connection, REGISTRY_NAME, REGISTRY_IFACE, NULL, REGISTRY_PATH, NULL,
                                       G_DBUS_SIGNAL_FLAGS_NONE, on_listener_changed, NULL, NULL);
    g_dbus_connection_call(connection, REGISTRY_NAME, REGISTRY_PATH, REGISTRY_IFACE, "GetRegisteredEvents", NULL,
                           G_VARIANT_TYPE("(a(ss))"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, on_registered_events, NULL);
}
