#ifndef FLICK_CFLICKATK_H
#define FLICK_CFLICKATK_H
/*
 * The C half of Flick's accessibility bridge: an AtkObject subclass whose instances hold what the
 * Swift side tells them (role, name, description, states, extents, actions, value, children), the
 * AtkUtil overrides (the root, the toolkit's name), atk-bridge's start, and GLib's main context
 * dispatched from Flick's own poll loop. Nothing Flick-specific is decided here: ATK calls back into
 * Swift through FlickAtkCallbacks, and Swift chooses roles and states (ATK's enum values).
 */
#include <stdint.h>
#include <poll.h>

typedef struct FlickAccessible FlickAccessible;

/* What ATK asks of the Swift side; `context` is handed back unchanged. */
typedef struct FlickAtkCallbacks {
    void *context;
    /* Runs action `index` of the node `node` (its id); returns 1 when taken. */
    int (*doAction)(void *context, uint64_t node, int index);
    /* Sets the value of the node `node`; returns 1 when taken. */
    int (*setValue)(void *context, uint64_t node, double value);
    /* The window's top-left corner on the screen (device pixels). */
    void (*windowOrigin)(void *context, int *x, int *y);
    /* An assistive technology reads the tree (asked the application for its windows). */
    void (*willRead)(void *context);
    /* Edits the text of the node `node` (a FLICK_TEXT_* operation; `start` and `end` in characters,
       `text` UTF-8 or NULL); returns 1 when taken. */
    int (*editText)(void *context, uint64_t node, int operation, int start, int end, const char *text);
} FlickAtkCallbacks;

/* The text edits ATK asks for (AtkText's caret and selection, AtkEditableText). */
enum {
    FLICK_TEXT_SET_CONTENT = 0, /* text */
    FLICK_TEXT_INSERT = 1,      /* text at start */
    FLICK_TEXT_DELETE = 2,      /* start..<end */
    FLICK_TEXT_SET_CARET = 3,   /* start */
    FLICK_TEXT_SELECT = 4,      /* start..<end (empty: none) */
    FLICK_TEXT_COPY = 5,        /* start..<end */
    FLICK_TEXT_CUT = 6,         /* start..<end */
    FLICK_TEXT_PASTE = 7,       /* at start */
};

/* The kinds of node, each with the ATK interfaces it implements. */
enum {
    FLICK_ATK_PLAIN = 0,   /* AtkComponent, AtkAction */
    FLICK_ATK_VALUE = 1,   /* ... and AtkValue (sliders) */
    FLICK_ATK_WINDOW = 2,  /* ... and AtkWindow (a frame) */
    FLICK_ATK_TEXT = 3,    /* ... and AtkText (labels, read-only text) */
    FLICK_ATK_EDITABLE_TEXT = 4, /* ... and AtkText and AtkEditableText (fields) */
    FLICK_ATK_SELECTION = 5, /* ... and AtkSelection, read from the children's selected state (lists) */
};

/* Installs the AtkUtil overrides (the root is the application node `app`, the toolkit is "Flick"
   at `version`) and starts atk-bridge; returns 0 when the bridge runs, else nonzero (no
   accessibility bus). Call once, on the thread that dispatches the loop. */
int flick_atk_start(const FlickAtkCallbacks *callbacks, FlickAccessible *app, const char *version);

/* A node of `kind` known to the Swift side as `id` (one reference, owned by the caller). */
FlickAccessible *flick_atk_node_new(uint64_t id, int kind);
/* Marks the node defunct, detaches it from its parent and drops the caller's reference. */
void flick_atk_node_release(FlickAccessible *node);
/* After a node's first configuration: from now on its changes are announced as events. */
void flick_atk_node_announce(FlickAccessible *node);

void flick_atk_node_set_role(FlickAccessible *node, int role);
/* Name and description; a change on an announced node emits a property-change event. */
void flick_atk_node_set_name(FlickAccessible *node, const char *name);
void flick_atk_node_set_description(FlickAccessible *node, const char *description);
/* The set states as bits (1 << AtkStateType); changes emit state-change events, and a focused
   state gained also the legacy focus event (the focus tracker). */
void flick_atk_node_set_states(FlickAccessible *node, uint64_t states);
/* Extents in device pixels from the window's top-left corner; a change emits bounds-changed. */
void flick_atk_node_set_extents(FlickAccessible *node, int x, int y, int width, int height);
/* The action names (copied). */
void flick_atk_node_set_actions(FlickAccessible *node, const char *const *names, int count);
/* A value node's value, range, step and text (copied); a change emits a value-changed event. */
void flick_atk_node_set_value(FlickAccessible *node, double value, double minimum, double maximum,
                              double step, const char *text);
/* A text node's text (UTF-8, copied), caret (characters, -1: none) and selection (characters,
   start == end: none). On an announced node a change emits text-changed::delete (while the old
   text is still held, so the bridge reads what went), text-changed::insert, text-caret-moved and
   text-selection-changed. */
void flick_atk_node_set_text(FlickAccessible *node, const char *text, int caret, int selectionStart,
                             int selectionEnd);
/* The node's place among its like (from 1) and their number, read as the object attributes
   "posinset" and "setsize"; 0 and 0: none. */
void flick_atk_node_set_position(FlickAccessible *node, int position, int count);
/* The node's relations: `count` pairs of an AtkRelationType and the object it points at; replaces
   the relations set before (an empty list clears them). Targets are held weakly, as ATK's
   relations hold them. */
void flick_atk_node_set_relations(FlickAccessible *node, const int *types, FlickAccessible *const *targets, int count);
/* The children in order (referenced); adds and removals emit children-changed events. */
void flick_atk_node_set_children(FlickAccessible *node, FlickAccessible *const *children, int count);
/* Emits ATK's "announcement" (AT-SPI's object:announcement) with `text` on an announced node: what a
   screen reader speaks of a change that moves no focus. */
void flick_atk_node_announce_text(FlickAccessible *node, const char *text);
/* Emits "selection-changed" on a selection node (FLICK_ATK_SELECTION) whose children's selected
   states changed. */
void flick_atk_node_selection_changed(FlickAccessible *node);
/* Emits the window's "activate" (a frame node that became active). */
void flick_atk_window_activate(FlickAccessible *node);

/* Whether the accessibility bus answers, asked before atk-bridge starts (whose start waits on the
   buses with no time limit) on a thread of its own, so the loop's thread never waits on another
   process. The bus is the one atk-bridge would use: `a11yAddress` (AT_SPI_BUS_ADDRESS, else the X
   root window's AT_SPI_BUS) when given, else the one the session bus at `sessionAddress` names
   (`org.a11y.Bus.GetAddress`, which starts it on demand). `callback` is called once on the thread
   that dispatches GLib's default main context: FLICK_BUS_ANSWERS (a connection was made and
   registered), FLICK_BUS_ABSENT (no such bus, refused or an error) or FLICK_BUS_NOT_ANSWERING
   (no answer within `timeoutMs`; the probe then gives up). */
enum {
    FLICK_BUS_NOT_ANSWERING = -1,
    FLICK_BUS_ABSENT = 0,
    FLICK_BUS_ANSWERS = 1,
};
typedef struct FlickBusProbe FlickBusProbe;
typedef void (*FlickBusProbeCallback)(void *context, int outcome);
FlickBusProbe *flick_bus_probe_start(const char *a11yAddress, const char *sessionAddress, int timeoutMs,
                                     FlickBusProbeCallback callback, void *context);
/* Runs GLib's default main context until the probe has answered (1) or `timeoutMs` passed (0). */
int flick_bus_probe_wait(FlickBusProbe *probe, int timeoutMs);
/* The callback is not called after this; frees the probe once its thread is done. */
void flick_bus_probe_cancel(FlickBusProbe *probe);

/* Which events the assistive technologies on the accessibility bus listen for, as the registry
   (`org.a11y.atspi.Registry`) lists them, kept up to date from its EventListenerRegistered and
   EventListenerDeregistered signals. Started on the connection a probe that found the bus
   answering made (call before `flick_bus_probe_cancel`); every call to the other process is
   asynchronous, answered on GLib's default main context. */
void flick_atk_listeners_watch(FlickBusProbe *probe);
/* Whether some listener takes the event of AT-SPI interface `iface` and member `member` (as the
   registry spells them: "Object", "Announcement"): 1 yes, 0 no, -1 not known (no watch, or the
   registry has not answered yet). */
int flick_atk_listeners_hear(const char *iface, const char *member);

/* GLib's default main context, dispatched from another loop (acquired by the first call):
   `prepare` readies it and returns how many descriptors it wants polled, setting *timeoutMs to the
   longest sleep (-1: no limit, 0: do not sleep); `descriptors` copies them (fd and events) into
   `fds`; `dispatch` takes them back with their revents and runs what is ready. */
int flick_glib_prepare(int *timeoutMs);
void flick_glib_descriptors(struct pollfd *fds, int count);
void flick_glib_dispatch(const struct pollfd *fds, int count);

#endif
