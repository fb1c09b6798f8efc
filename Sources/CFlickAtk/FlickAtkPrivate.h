#ifndef FLICK_ATK_PRIVATE_H
#define FLICK_ATK_PRIVATE_H
/* What the node type asks of the bridge: the root and the Swift side's callbacks. */
#include <atk/atk.h>
#include <gio/gio.h>
#include <stdint.h>
#include "CFlickAtk.h"

struct FlickAccessible {
    AtkObject parent_instance;
    uint64_t id;
    uint64_t states;
    int x, y, width, height;
    GPtrArray *children;      /* FlickAccessible*, referenced */
    FlickAccessible *parentNode; /* not referenced: a parent outlives its children's link to it */
    GPtrArray *actions;       /* gchar*, owned */
    double value, minimum, maximum, step;
    gchar *valueText;
    int position, setSize;
    gchar *text;              /* UTF-8, or NULL: no Text interface content */
    int caret;                /* characters from the start, -1: none */
    int selectionStart, selectionEnd; /* characters, equal: nothing selected */
    gboolean announced;
    gboolean defunct;
};

typedef struct {
    AtkObjectClass parent_class;
} FlickAccessibleClass;

#define FLICK_NODE(o) ((FlickAccessible *)(o))

/* The Text and EditableText interfaces (FlickAccessibleText.c). */
void flick_text_init(AtkTextIface *iface);
void flick_editable_text_init(AtkEditableTextIface *iface);

/* The probe's connection to a bus that answered, handed over once (NULL: none). */
GDBusConnection *flick_bus_probe_take_connection(FlickBusProbe *probe);

AtkObject *flick_atk_root(void);
void flick_atk_will_read(void);
int flick_atk_do_action(uint64_t node, int index);
int flick_atk_set_value(uint64_t node, double value);
void flick_atk_window_origin(int *x, int *y);
int flick_atk_edit_text(uint64_t node, int operation, int start, int end, const char *text);
#endif
