/* An AtkObject that holds what the Swift side sets and announces what changes. */
#include "CFlickAtk.h"
#include "FlickAtkPrivate.h"
#include <string.h>



static void flick_component_init(AtkComponentIface *iface);
static void flick_action_init(AtkActionIface *iface);
static void flick_value_init(AtkValueIface *iface);
static void flick_window_init(AtkWindowIface *iface);
static void flick_selection_init(AtkSelectionIface *iface);

G_DEFINE_TYPE_WITH_CODE(FlickAccessible, flick_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, flick_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, flick_action_init))

typedef FlickAccessible FlickValueAccessible;
typedef FlickAccessibleClass FlickValueAccessibleClass;
G_DEFINE_TYPE_WITH_CODE(FlickValueAccessible, flick_value_accessible, flick_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, flick_value_init))

typedef FlickAccessible FlickTextAccessible;
typedef FlickAccessibleClass FlickTextAccessibleClass;
G_DEFINE_TYPE_WITH_CODE(FlickTextAccessible, flick_text_accessible, flick_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, flick_text_init))

typedef FlickAccessible FlickEditableTextAccessible;
typedef FlickAccessibleClass FlickEditableTextAccessibleClass;
G_DEFINE_TYPE_WITH_CODE(FlickEditableTextAccessible, flick_editable_text_accessible, flick_text_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_EDITABLE_TEXT, flick_editable_text_init))

typedef FlickAccessible FlickSelectionAccessible;
typedef FlickAccessibleClass FlickSelectionAccessibleClass;
G_DEFINE_TYPE_WITH_CODE(FlickSelectionAccessible, flick_selection_accessible, flick_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, flick_selection_init))

typedef FlickAccessible FlickWindowAccessible;
typedef FlickAccessibleClass FlickWindowAccessibleClass;
G_DEFINE_TYPE_WITH_CODE(FlickWindowAccessible, flick_window_accessible, flick_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, flick_window_init))


/* MARK: AtkObject */

static gint flick_get_n_children(AtkObject *object) {
    if (object == flick_atk_root()) flick_atk_will_read();
    return (gint)FLICK_NODE(object)->children->len;
}

static AtkObject *flick_ref_child(AtkObject *object, gint i) {
    if (object == flick_atk_root()) flick_atk_will_read();
    FlickAccessible *node = FLICK_NODE(object);
    if (i < 0 || (guint)i >= node->children->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(node->children, i)));
}

static AtkObject *flick_get_parent(AtkObject *object) {
    FlickAccessible *parent = FLICK_NODE(object)->parentNode;
    return parent ? ATK_OBJECT(parent) : NULL;
}

static gint flick_get_index_in_parent(AtkObject *object) {
    FlickAccessible *parent = FLICK_NODE(object)->parentNode;
    guint index;
    if (parent && g_ptr_array_find(parent->children, object, &index)) return (gint)index;
    return -1;
}

static AtkStateSet *flick_ref_state_set(AtkObject *object) {
    FlickAccessible *node = FLICK_NODE(object);
    AtkStateSet *set = atk_state_set_new();
    if (node->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    for (int state = 0; state < 64; state++) {
        if (node->states & ((uint64_t)1 << state)) atk_state_set_add_state(set, (AtkStateType)state);
    }
    return set;
}

static AtkLayer flick_get_layer(AtkObject *object) {
    return G_TYPE_CHECK_INSTANCE_TYPE(object, flick_window_accessible_get_type()) ? ATK_LAYER_WINDOW : ATK_LAYER_WIDGET;
}

static void flick_detach_children(FlickAccessible *node) {
    for (guint i = 0; i < node->children->len; i++) {
        FlickAccessible *child = g_ptr_array_index(node->children, i);
        if (child->parentNode == node) child->parentNode = NULL;
    }
    g_ptr_array_set_size(node->children, 0);
}

/* "posinset" and "setsize" for a node that knows its place among its like. */
static AtkAttributeSet *flick_get_attributes(AtkObject *object) {
    FlickAccessible *node = FLICK_NODE(object);
    AtkAttributeSet *set = NULL;
    if (node->setSize <= 0) return set;
    AtkAttribute *size = g_new(AtkAttribute, 1);
    size->name = g_strdup("setsize");
    size->value = g_strdup_printf("%d", node->setSize);
    AtkAttribute *position = g_new(AtkAttribute, 1);
    position->name = g_strdup("posinset");
    position->value = g_strdup_printf("%d", node->position);
    set = g_slist_prepend(set, size);
    return g_slist_prepend(set, position);
}

static void flick_finalize(GObject *object) {
    FlickAccessible *node = FLICK_NODE(object);
    flick_detach_children(node);
    g_ptr_array_unref(node->children);
    g_ptr_array_unref(node->actions);
    g_free(node->valueText);
    g_free(node->text);
    G_OBJECT_CLASS(flick_accessible_parent_class)->finalize(object);
}

static void flick_accessible_class_init(FlickAccessibleClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = flick_get_n_children;
    atk->ref_child = flick_ref_child;
    atk->get_parent = flick_get_parent;
    atk->get_index_in_parent = flick_get_index_in_parent;
    atk->ref_state_set = flick_ref_state_set;
    atk->get_layer = flick_get_layer;
    atk->get_attributes = flick_get_attributes;
    G_OBJECT_CLASS(klass)->finalize = flick_finalize;
}

static void flick_accessible_init(FlickAccessible *node) {
    node->children = g_ptr_array_new_with_free_func(g_object_unref);
    node->actions = g_ptr_array_new_with_free_func(g_free);
    node->caret = -1;
}

static void flick_value_accessible_class_init(FlickValueAccessibleClass *klass) { (void)klass; }
static void flick_value_accessible_init(FlickValueAccessible *node) { (void)node; }
static void flick_text_accessible_class_init(FlickTextAccessibleClass *klass) { (void)klass; }
static void flick_text_accessible_init(FlickTextAccessible *node) { (void)node; }
static void flick_editable_text_accessible_class_init(FlickEditableTextAccessibleClass *klass) { (void)klass; }
static void flick_editable_text_accessible_init(FlickEditableTextAccessible *node) { (void)node; }
static void flick_selection_accessible_class_init(FlickSelectionAccessibleClass *klass) { (void)klass; }
static void flick_selection_accessible_init(FlickSelectionAccessible *node) { (void)node; }
static void flick_window_accessible_class_init(FlickWindowAccessibleClass *klass) { (void)klass; }
static void flick_window_accessible_init(FlickWindowAccessible *node) { (void)node; }

/* MARK: AtkComponent */

static void flick_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                              AtkCoordType coordType) {
    FlickAccessible *node = FLICK_NODE(component);
    int left = node->x, top = node->y;
    if (coordType == ATK_XY_SCREEN) {
        int originX = 0, originY = 0;
        flick_atk_window_origin(&originX, &originY);
        left += originX;
        top += originY;
    } else if (coordType == ATK_XY_PARENT && node->parentNode) {
        left -= node->parentNode->x;
        top -= node->parentNode->y;
    }
    if (x) *x = left;
    if (y) *y = top;
    if (width) *width = node->width;
    if (height) *height = node->height;
}

static AtkLayer flick_component_get_layer(AtkComponent *component) {
    return flick_get_layer(ATK_OBJECT(component));
}

static void flick_component_init(AtkComponentIface *iface) {
    iface->get_extents = flick_get_extents;
    iface->get_layer = flick_component_get_layer;
}

/* MARK: AtkAction */

static gboolean flick_do_action(AtkAction *action, gint i) {
    FlickAccessible *node = FLICK_NODE(action);
    if (node->defunct || i < 0 || (guint)i >= node->actions->len) return FALSE;
    return flick_atk_do_action(node->id, i) ? TRUE : FALSE;
}

static gint flick_get_n_actions(AtkAction *action) {
    return (gint)FLICK_NODE(action)->actions->len;
}

static const gchar *flick_get_action_name(AtkAction *action, gint i) {
    FlickAccessible *node = FLICK_NODE(action);
    if (i < 0 || (guint)i >= node->actions->len) return NULL;
    return g_ptr_array_index(node->actions, i);
}

static void flick_action_init(AtkActionIface *iface) {
    iface->do_action = flick_do_action;
    iface->get_n_actions = flick_get_n_actions;
    iface->get_name = flick_get_action_name;
    iface->get_localized_name = flick_get_action_name;
}

/* MARK: AtkValue */

static void flick_get_value_and_text(AtkValue *value, gdouble *current, gchar **text) {
    FlickAccessible *node = FLICK_NODE(value);
    if (current) *current = node->value;
    if (text) *text = g_strdup(node->valueText ? node->valueText : "");
}

static AtkRange *flick_get_range(AtkValue *value) {
    FlickAccessible *node = FLICK_NODE(value);
    return atk_range_new(node->minimum, node->maximum, NULL);
}

static gdouble flick_get_increment(AtkValue *value) {
    return FLICK_NODE(value)->step;
}

static void flick_set_value(AtkValue *value, const gdouble newValue) {
    FlickAccessible *node = FLICK_NODE(value);
    if (!node->defunct) flick_atk_set_value(node->id, newValue);
}

/* The value interface's older half (before ATK 2.12), which some readers still ask. */
static void flick_value_as_gvalue(double number, GValue *out) {
    memset(out, 0, sizeof(GValue));
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, number);
}

static void flick_get_current_value(AtkValue *value, GValue *out) { flick_value_as_gvalue(FLICK_NODE(value)->value, out); }
static void flick_get_minimum_value(AtkValue *value, GValue *out) { flick_value_as_gvalue(FLICK_NODE(value)->minimum, out); }
static void flick_get_maximum_value(AtkValue *value, GValue *out) { flick_value_as_gvalue(FLICK_NODE(value)->maximum, out); }
static void flick_get_minimum_increment(AtkValue *value, GValue *out) { flick_value_as_gvalue(FLICK_NODE(value)->step, out); }

static gboolean flick_set_current_value(AtkValue *value, const GValue *in) {
    FlickAccessible *node = FLICK_NODE(value);
    if (node->defunct || !G_VALUE_HOLDS_DOUBLE(in)) return FALSE;
    return flick_atk_set_value(node->id, g_value_get_double(in)) ? TRUE : FALSE;
}

static void flick_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = flick_get_value_and_text;
    iface->get_range = flick_get_range;
    iface->get_increment = flick_get_increment;
    iface->set_value = flick_set_value;
    iface->get_current_value = flick_get_current_value;
    iface->get_minimum_value = flick_get_minimum_value;
    iface->get_maximum_value = flick_get_maximum_value;
    iface->get_minimum_increment = flick_get_minimum_increment;
    iface->set_current_value = flick_set_current_value;
}

/* MARK: AtkSelection (read-only: a child is chosen through its own action) */

static gboolean flick_child_is_selected(FlickAccessible *child) {
    return (child->states & ((uint64_t)1 << ATK_STATE_SELECTED)) != 0;
}

static gint flick_get_selection_count(AtkSelection *selection) {
    FlickAccessible *node = FLICK_NODE(selection);
    gint count = 0;
    for (guint i = 0; i < node->children->len; i++) count += flick_child_is_selected(g_ptr_array_index(node->children, i));
    return count;
}

static AtkObject *flick_ref_selection(AtkSelection *selection, gint i) {
    FlickAccessible *node = FLICK_NODE(selection);
    for (guint k = 0; k < node->children->len; k++) {
        FlickAccessible *child = g_ptr_array_index(node->children, k);
        if (flick_child_is_selected(child) && i-- == 0) return g_object_ref(ATK_OBJECT(child));
    }
    return NULL;
}

static gboolean flick_is_child_selected(AtkSelection *selection, gint i) {
    FlickAccessible *node = FLICK_NODE(selection);
    if (i < 0 || (guint)i >= node->children->len) return FALSE;
    return flick_child_is_selected(g_ptr_array_index(node->children, i));
}

static void flick_selection_init(AtkSelectionIface *iface) {
    iface->get_selection_count = flick_get_selection_count;
    iface->ref_selection = flick_ref_selection;
    iface->is_child_selected = flick_is_child_selected;
}

/* MARK: AtkWindow (signals only) */

static void flick_window_init(AtkWindowIface *iface) { (void)iface; }

/* MARK: What the Swift side sets */

FlickAccessible *flick_atk_node_new(uint64_t id, int kind) {
    GType type = kind == FLICK_ATK_VALUE ? flick_value_accessible_get_type()
               : kind == FLICK_ATK_WINDOW ? flick_window_accessible_get_type()
               : kind == FLICK_ATK_TEXT ? flick_text_accessible_get_type()
               : kind == FLICK_ATK_EDITABLE_TEXT ? flick_editable_text_accessible_get_type()
               : kind == FLICK_ATK_SELECTION ? flick_selection_accessible_get_type()
               : flick_accessible_get_type();
    FlickAccessible *node = g_object_new(type, NULL);
    node->id = id;
    atk_object_initialize(ATK_OBJECT(node), NULL);
    return node;
}

void flick_atk_node_release(FlickAccessible *node) {
    flick_detach_children(node);
    flick_atk_node_set_relations(node, NULL, NULL, 0);
    node->parentNode = NULL;
    if (node->announced && !node->defunct) {
        node->defunct = TRUE;
        atk_object_notify_state_change(ATK_OBJECT(node), ATK_STATE_DEFUNCT, TRUE);
    }
    node->defunct = TRUE;
    g_object_unref(node);
}

void flick_atk_node_announce(FlickAccessible *node) { node->announced = TRUE; }

void flick_atk_node_set_role(FlickAccessible *node, int role) {
    AtkObject *object = ATK_OBJECT(node);
    if ((int)object->role == role) return;
    if (node->announced) atk_object_set_role(object, (AtkRole)role);
    else object->role = (AtkRole)role;
}

void flick_atk_node_set_name(FlickAccessible *node, const char *name) {
    AtkObject *object = ATK_OBJECT(node);
    if (g_strcmp0(object->name, name) == 0) return;
    if (node->announced) {
        atk_object_set_name(object, name);
    } else {
        g_free(object->name);
        object->name = g_strdup(name);
    }
}

void flick_atk_node_set_description(FlickAccessible *node, const char *description) {
    AtkObject *object = ATK_OBJECT(node);
    if (g_strcmp0(object->description, description) == 0) return;
    if (node->announced) {
        atk_object_set_description(object, description ? description : "");
    } else {
        g_free(object->description);
        object->description = g_strdup(description);
    }
}

void flick_atk_node_set_states(FlickAccessible *node, uint64_t states) {
    uint64_t changed = node->states ^ states;
    node->states = states;
    if (!node->announced) return;
    for (int state = 0; state < 64; state++) {
        uint64_t bit = (uint64_t)1 << state;
        if (changed & bit) atk_object_notify_state_change(ATK_OBJECT(node), (AtkState)state, (states & bit) != 0);
    }
    /* The legacy focus event, after the state change, as GTK sends both. */
    uint64_t focused = (uint64_t)1 << ATK_STATE_FOCUSED;
    if ((changed & focused) && (states & focused)) {
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        atk_focus_tracker_notify(ATK_OBJECT(node));
        G_GNUC_END_IGNORE_DEPRECATIONS
    }
}

void flick_atk_node_announce_text(FlickAccessible *node, const char *text) {
    if (!node->announced || node->defunct || !text || !*text) return;
    g_signal_emit_by_name(node, "announcement", text);
}

void flick_atk_node_selection_changed(FlickAccessible *node) {
    if (node->announced && !node->defunct && G_TYPE_CHECK_INSTANCE_TYPE(node, ATK_TYPE_SELECTION)) {
        g_signal_emit_by_name(node, "selection-changed");
    }
}

void flick_atk_node_set_extents(FlickAccessible *node, int x, int y, int width, int height) {
    node->x = x;
    node->y = y;
    node->width = width;
    node->height = height;
}

void flick_atk_node_set_actions(FlickAccessible *node, const char *const *names, int count) {
    gboolean same = node->actions->len == (guint)count;
    for (int i = 0; same && i < count; i++) same = strcmp(g_ptr_array_index(node->actions, i), names[i]) == 0;
    if (same) return;
    g_ptr_array_set_size(node->actions, 0);
    for (int i = 0; i < count; i++) g_ptr_array_add(node->actions, g_strdup(names[i]));
}

void flick_atk_node_set_value(FlickAccessible *node, double value, double minimum, double maximum,
                              double step, const char *text) {
    gboolean changed = node->value != value || g_strcmp0(node->valueText, text) != 0;
    node->value = value;
    node->minimum = minimum;
    node->maximum = maximum;
    node->step = step;
    if (g_strcmp0(node->valueText, text) != 0) {
        g_free(node->valueText);
        node->valueText = g_strdup(text);
    }
    if (changed && node->announced && G_TYPE_CHECK_INSTANCE_TYPE(node, ATK_TYPE_VALUE)) {
        g_signal_emit_by_name(node, "value-changed", value, node->valueText ? node->valueText : "");
        g_object_notify(G_OBJECT(node), "accessible-value");
    }
}

void flick_atk_node_set_position(FlickAccessible *node, int position, int count) {
    node->position = count > 0 ? position : 0;
    node->setSize = count > 0 ? count : 0;
}

void flick_atk_node_set_relations(FlickAccessible *node, const int *types, FlickAccessible *const *targets, int count) {
    AtkObject *object = ATK_OBJECT(node);
    if (object->relation_set) g_object_unref(object->relation_set);
    object->relation_set = atk_relation_set_new();
    for (int i = 0; i < count; i++) {
        atk_relation_set_add_relation_by_type(object->relation_set, (AtkRelationType)types[i], ATK_OBJECT(targets[i]));
    }
}

void flick_atk_node_set_children(FlickAccessible *node, FlickAccessible *const *children, int count) {
    GPtrArray *old = node->children;
    GPtrArray *fresh = g_ptr_array_new_full((guint)count, g_object_unref);
    for (int i = 0; i < count; i++) {
        g_ptr_array_add(fresh, g_object_ref(children[i]));
        children[i]->parentNode = node;
    }
    node->children = fresh;
    for (guint i = 0; i < old->len; i++) {
        FlickAccessible *child = g_ptr_array_index(old, i);
        if (g_ptr_array_find(fresh, child, NULL)) continue;
        if (child->parentNode == node) child->parentNode = NULL;
        if (node->announced) g_signal_emit_by_name(node, "children-changed::remove", i, child);
    }
    for (guint i = 0; i < fresh->len; i++) {
        FlickAccessible *child = g_ptr_array_index(fresh, i);
        if (node->announced && !g_ptr_array_find(old, child, NULL)) {
            g_signal_emit_by_name(node, "children-changed::add", i, child);
        }
    }
    g_ptr_array_unref(old);
}

void flick_atk_window_activate(FlickAccessible *node) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(node, ATK_TYPE_WINDOW)) g_signal_emit_by_name(node, "activate");
}
