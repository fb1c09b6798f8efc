/* The AtkUtil overrides (root, toolkit) and atk-bridge's start; the Swift side's callbacks. */
#include "CFlickAtk.h"
#include "FlickAtkPrivate.h"
#include <at-spi2-atk/2.0/atk-bridge.h>

static FlickAtkCallbacks callbacks;
static AtkObject *root;
static gchar *toolkitVersion;

AtkObject *flick_atk_root(void) { return root; }

void flick_atk_will_read(void) {
    if (callbacks.willRead) callbacks.willRead(callbacks.context);
}

int flick_atk_do_action(uint64_t node, int index) {
    return callbacks.doAction ? callbacks.doAction(callbacks.context, node, index) : 0;
}

int flick_atk_set_value(uint64_t node, double value) {
    return callbacks.setValue ? callbacks.setValue(callbacks.context, node, value) : 0;
}

void flick_atk_window_origin(int *x, int *y) {
    if (callbacks.windowOrigin) callbacks.windowOrigin(callbacks.context, x, y);
}

int flick_atk_edit_text(uint64_t node, int operation, int start, int end, const char *text) {
    return callbacks.editText ? callbacks.editText(callbacks.context, node, operation, start, end, text) : 0;
}

static AtkObject *flick_util_get_root(void) { return root; }
static const gchar *flick_util_get_toolkit_name(void) { return "Flick"; }
static const gchar *flick_util_get_toolkit_version(void) { return toolkitVersion; }

int flick_atk_start(const FlickAtkCallbacks *given, FlickAccessible *app, const char *version) {
    if (root) return -1;
    callbacks = *given;
    root = g_object_ref(ATK_OBJECT(app));
    toolkitVersion = g_strdup(version);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = flick_util_get_root;
    util->get_toolkit_name = flick_util_get_toolkit_name;
    util->get_toolkit_version = flick_util_get_toolkit_version;
    return atk_bridge_adaptor_init(NULL, NULL);
}
