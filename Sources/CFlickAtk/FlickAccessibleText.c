/* AtkText and AtkEditableText over the text the Swift side sets (`flick_atk_node_set_text`).
 *
 * Offsets are characters (Unicode scalars) as ATK counts them; strings go out as UTF-8 copies.
 * Reading is answered here from the held text; every change (caret, selection, edits) goes to the
 * Swift side through the editText callback and comes back, with its events, at the next sync.
 * The bridge knows no glyph positions: a character's extents, and a range's, are the node's own
 * extents. Lines and paragraphs are the text's own lines (split after each line feed), as a
 * wrapped view's line breaks are not known here; words are runs of letters, digits, marks, '_'
 * and '\'' (an offset between words answers the run of other characters around it); sentences
 * end after '.', '!' or '?' and the blanks that follow. */
#include "CFlickAtk.h"
#include "FlickAtkPrivate.h"
#include <string.h>

enum { SEGMENT_CHAR, SEGMENT_WORD, SEGMENT_SENTENCE, SEGMENT_LINE };

static const gchar *flick_text_of(AtkText *text) {
    const gchar *held = FLICK_NODE(text)->text;
    return held ? held : "";
}

static gint flick_text_count(AtkText *text) {
    return (gint)g_utf8_strlen(flick_text_of(text), -1);
}

/* `start..<end` clamped to the text (`end` < 0: the end), as a UTF-8 copy. */
static gchar *flick_text_substring(AtkText *text, gint start, gint end) {
    gint count = flick_text_count(text);
    if (end < 0 || end > count) end = count;
    if (start < 0) start = 0;
    if (start > end) start = end;
    return g_utf8_substring(flick_text_of(text), start, end);
}

static gchar *flick_get_text(AtkText *text, gint start, gint end) {
    return flick_text_substring(text, start, end);
}

static gint flick_get_character_count(AtkText *text) { return flick_text_count(text); }

static gunichar flick_get_character_at_offset(AtkText *text, gint offset) {
    if (offset < 0 || offset >= flick_text_count(text)) return 0;
    return g_utf8_get_char(g_utf8_offset_to_pointer(flick_text_of(text), offset));
}

static gint flick_get_caret_offset(AtkText *text) { return FLICK_NODE(text)->caret; }

static gboolean flick_text_edit(AtkText *text, int operation, gint start, gint end, const char *string) {
    FlickAccessible *node = FLICK_NODE(text);
    if (node->defunct) return FALSE;
    gint count = flick_text_count(text);
    if (end < 0 || end > count) end = count;
    if (start < 0) start = 0;
    if (start > count) start = count;
    if (start > end) start = end;
    return flick_atk_edit_text(node->id, operation, start, end, string) ? TRUE : FALSE;
}

static gboolean flick_set_caret_offset(AtkText *text, gint offset) {
    return flick_text_edit(text, FLICK_TEXT_SET_CARET, offset, offset, NULL);
}

static gint flick_get_n_selections(AtkText *text) {
    FlickAccessible *node = FLICK_NODE(text);
    return node->selectionEnd > node->selectionStart ? 1 : 0;
}

static gchar *flick_get_selection(AtkText *text, gint i, gint *start, gint *end) {
    FlickAccessible *node = FLICK_NODE(text);
    if (i != 0 || node->selectionEnd <= node->selectionStart) {
        if (start) *start = 0;
        if (end) *end = 0;
        return NULL;
    }
    if (start) *start = node->selectionStart;
    if (end) *end = node->selectionEnd;
    return flick_text_substring(text, node->selectionStart, node->selectionEnd);
}

static gboolean flick_add_selection(AtkText *text, gint start, gint end) {
    if (flick_get_n_selections(text) > 0) return FALSE;
    return flick_text_edit(text, FLICK_TEXT_SELECT, start, end, NULL);
}

static gboolean flick_set_selection(AtkText *text, gint i, gint start, gint end) {
    if (i != 0) return FALSE;
    return flick_text_edit(text, FLICK_TEXT_SELECT, start, end, NULL);
}

static gboolean flick_remove_selection(AtkText *text, gint i) {
    if (i != 0 || flick_get_n_selections(text) == 0) return FALSE;
    gint caret = FLICK_NODE(text)->caret;
    return flick_text_edit(text, FLICK_TEXT_SELECT, caret, caret, NULL);
}

static gboolean flick_is_word(gunichar c) {
    return g_unichar_isalnum(c) || g_unichar_ismark(c) || c == '_' || c == '\'';
}

static gboolean flick_ends_sentence(gunichar c) { return c == '.' || c == '!' || c == '?'; }

/* The segment of `kind` holding `offset` in the `count` characters `chars`, as start..<end. */
static void flick_segment(const gunichar *chars, gint count, gint offset, int kind, gint *start, gint *end) {
    if (offset < 0) offset = 0;
    if (offset >= count) {
        *start = *end = count;
        return;
    }
    gint s = offset, e = offset + 1;
    switch (kind) {
    case SEGMENT_WORD: {
        gboolean word = flick_is_word(chars[offset]);
        while (s > 0 && flick_is_word(chars[s - 1]) == word) s--;
        while (e < count && flick_is_word(chars[e]) == word) e++;
        break;
    }
    case SEGMENT_SENTENCE:
        /* Back to just after a sentence's end and its blanks, then on over this one's. */
        if (g_unichar_isspace(chars[offset])) {
            while (s > 0 && g_unichar_isspace(chars[s - 1])) s--;
        }
        while (s > 0) {
            gint k = s;
            while (k > 0 && g_unichar_isspace(chars[k - 1])) k--;
            if (k < s && k > 0 && flick_ends_sentence(chars[k - 1])) break;
            s--;
        }
        e = s;
        while (e < count && !flick_ends_sentence(chars[e])) e++;
        while (e < count && flick_ends_sentence(chars[e])) e++;
        while (e < count && g_unichar_isspace(chars[e])) e++;
        break;
    case SEGMENT_LINE:
        while (s > 0 && chars[s - 1] != '\n') s--;
        e = offset;
        while (e < count && chars[e] != '\n') e++;
        if (e < count) e++;
        break;
    default:
        break;
    }
    *start = s;
    *end = e;
}

static gchar *flick_text_segment(AtkText *text, gint offset, int kind, gint *start, gint *end) {
    glong count = 0;
    gunichar *chars = g_utf8_to_ucs4_fast(flick_text_of(text), -1, &count);
    gint s = 0, e = 0;
    flick_segment(chars, (gint)count, offset, kind, &s, &e);
    g_free(chars);
    if (start) *start = s;
    if (end) *end = e;
    return flick_text_substring(text, s, e);
}

static gchar *flick_get_string_at_offset(AtkText *text, gint offset, AtkTextGranularity granularity,
                                         gint *start, gint *end) {
    int kind = granularity == ATK_TEXT_GRANULARITY_WORD ? SEGMENT_WORD
             : granularity == ATK_TEXT_GRANULARITY_SENTENCE ? SEGMENT_SENTENCE
             : granularity == ATK_TEXT_GRANULARITY_LINE || granularity == ATK_TEXT_GRANULARITY_PARAGRAPH ? SEGMENT_LINE
             : SEGMENT_CHAR;
    return flick_text_segment(text, offset, kind, start, end);
}

static gchar *flick_get_text_at_offset(AtkText *text, gint offset, AtkTextBoundary boundary, gint *start, gint *end) {
    int kind = boundary == ATK_TEXT_BOUNDARY_WORD_START || boundary == ATK_TEXT_BOUNDARY_WORD_END ? SEGMENT_WORD
             : boundary == ATK_TEXT_BOUNDARY_SENTENCE_START || boundary == ATK_TEXT_BOUNDARY_SENTENCE_END ? SEGMENT_SENTENCE
             : boundary == ATK_TEXT_BOUNDARY_LINE_START || boundary == ATK_TEXT_BOUNDARY_LINE_END ? SEGMENT_LINE
             : SEGMENT_CHAR;
    return flick_text_segment(text, offset, kind, start, end);
}

static void flick_get_character_extents(AtkText *text, gint offset, gint *x, gint *y, gint *width, gint *height,
                                        AtkCoordType coords) {
    (void)offset;
    atk_component_get_extents(ATK_COMPONENT(text), x, y, width, height, coords);
}

static void flick_get_range_extents(AtkText *text, gint start, gint end, AtkCoordType coords, AtkTextRectangle *rect) {
    (void)start;
    (void)end;
    atk_component_get_extents(ATK_COMPONENT(text), &rect->x, &rect->y, &rect->width, &rect->height, coords);
}

void flick_text_init(AtkTextIface *iface) {
    iface->get_text = flick_get_text;
    iface->get_character_count = flick_get_character_count;
    iface->get_character_at_offset = flick_get_character_at_offset;
    iface->get_caret_offset = flick_get_caret_offset;
    iface->set_caret_offset = flick_set_caret_offset;
    iface->get_n_selections = flick_get_n_selections;
    iface->get_selection = flick_get_selection;
    iface->add_selection = flick_add_selection;
    iface->remove_selection = flick_remove_selection;
    iface->set_selection = flick_set_selection;
    iface->get_string_at_offset = flick_get_string_at_offset;
    iface->get_text_at_offset = flick_get_text_at_offset;
    iface->get_character_extents = flick_get_character_extents;
    iface->get_range_extents = flick_get_range_extents;
}

/* MARK: AtkEditableText */

static void flick_set_text_contents(AtkEditableText *text, const gchar *string) {
    gchar *valid = g_utf8_make_valid(string ? string : "", -1);
    flick_text_edit(ATK_TEXT(text), FLICK_TEXT_SET_CONTENT, 0, -1, valid);
    g_free(valid);
}

static void flick_insert_text(AtkEditableText *text, const gchar *string, gint length, gint *position) {
    if (!string || !position) return;
    gchar *valid = g_utf8_make_valid(string, length < 0 ? -1 : (gssize)length);
    gint at = *position;
    if (flick_text_edit(ATK_TEXT(text), FLICK_TEXT_INSERT, at, at, valid)) {
        *position = (at < 0 ? 0 : at) + (gint)g_utf8_strlen(valid, -1);
    }
    g_free(valid);
}

static void flick_delete_text(AtkEditableText *text, gint start, gint end) {
    flick_text_edit(ATK_TEXT(text), FLICK_TEXT_DELETE, start, end, NULL);
}

static void flick_copy_text(AtkEditableText *text, gint start, gint end) {
    flick_text_edit(ATK_TEXT(text), FLICK_TEXT_COPY, start, end, NULL);
}

static void flick_cut_text(AtkEditableText *text, gint start, gint end) {
    flick_text_edit(ATK_TEXT(text), FLICK_TEXT_CUT, start, end, NULL);
}

static void flick_paste_text(AtkEditableText *text, gint position) {
    flick_text_edit(ATK_TEXT(text), FLICK_TEXT_PASTE, position, position, NULL);
}

void flick_editable_text_init(AtkEditableTextIface *iface) {
    iface->set_text_contents = flick_set_text_contents;
    iface->insert_text = flick_insert_text;
    iface->delete_text = flick_delete_text;
    iface->copy_text = flick_copy_text;
    iface->cut_text = flick_cut_text;
    iface->paste_text = flick_paste_text;
}

/* MARK: What the Swift side sets */

/* The characters `old` and `fresh` share at their start and (not overlapping it) at their end. */
static void flick_common_ends(const gchar *old, const gchar *fresh, glong *prefix, glong *suffix) {
    glong oldCount = g_utf8_strlen(old, -1), freshCount = g_utf8_strlen(fresh, -1);
    glong shorter = MIN(oldCount, freshCount);
    const gchar *a = old, *b = fresh;
    glong p = 0;
    while (p < shorter && g_utf8_get_char(a) == g_utf8_get_char(b)) {
        a = g_utf8_next_char(a);
        b = g_utf8_next_char(b);
        p++;
    }
    const gchar *ae = old + strlen(old), *be = fresh + strlen(fresh);
    glong s = 0;
    while (p + s < shorter) {
        const gchar *ap = g_utf8_prev_char(ae), *bp = g_utf8_prev_char(be);
        if (g_utf8_get_char(ap) != g_utf8_get_char(bp)) break;
        ae = ap;
        be = bp;
        s++;
    }
    *prefix = p;
    *suffix = s;
}

void flick_atk_node_set_text(FlickAccessible *node, const char *text, int caret, int selectionStart, int selectionEnd) {
    const gchar *fresh = text ? text : "";
    gboolean emit = node->announced && node->text && G_TYPE_CHECK_INSTANCE_TYPE(node, ATK_TYPE_TEXT);
    if (selectionEnd <= selectionStart) selectionStart = selectionEnd = 0;
    if (g_strcmp0(node->text, fresh) != 0) {
        glong prefix = 0, suffix = 0, inserted = 0;
        if (emit) {
            flick_common_ends(node->text, fresh, &prefix, &suffix);
            glong deleted = g_utf8_strlen(node->text, -1) - prefix - suffix;
            inserted = g_utf8_strlen(fresh, -1) - prefix - suffix;
            /* Emitted while the old text is held: the bridge reads the deleted characters. */
            if (deleted > 0) g_signal_emit_by_name(node, "text-changed::delete", (gint)prefix, (gint)deleted);
        }
        g_free(node->text);
        node->text = g_strdup(fresh);
        if (emit && inserted > 0) g_signal_emit_by_name(node, "text-changed::insert", (gint)prefix, (gint)inserted);
    }
    gboolean caretMoved = node->caret != caret;
    gboolean selectionChanged = node->selectionStart != selectionStart || node->selectionEnd != selectionEnd;
    node->caret = caret;
    node->selectionStart = selectionStart;
    node->selectionEnd = selectionEnd;
    if (!node->announced || !G_TYPE_CHECK_INSTANCE_TYPE(node, ATK_TYPE_TEXT)) return;
    if (caretMoved && caret >= 0) g_signal_emit_by_name(node, "text-caret-moved", (gint)caret);
    if (selectionChanged) g_signal_emit_by_name(node, "text-selection-changed");
}
