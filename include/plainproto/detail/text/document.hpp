// plainproto: format-preserving edits of a text-format file. The editor compares the message the file reads
// as with the message it should read as, field by field, and turns every difference into a splice of the
// file's bytes: a changed scalar rewrites its value's bytes, a field the file lacks is inserted where a person
// would write it, a field that is gone has its lines removed, and a value an edit replaced whole is printed
// anew. Everything else - comments, blank lines, indentation, separators, spellings, order - stays as it is.
// New text comes from the text-format printer, so its options (and the style it prints in) apply.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/compare.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_access.hpp"
#include "../core/message.hpp"
#include "../core/owned_message.hpp"
#include "parser.hpp"
#include "printer.hpp"
#include "syntax_tree.hpp"

namespace plainproto {
namespace detail {

// How the file lays out its lines: what new lines end with and indent by.
struct document_layout {
  std::string line_ending = "\n";
  std::string indent_unit = "  ";  // one level of nesting
};

// How often each step (the indentation added to a block's) occurs; a file uses few, so a list is searched.
using indent_step_counts = std::vector<std::pair<std::string_view, std::size_t>>;

inline void count_indent_steps(const text_lines& lines, const syntax_value& block, std::string_view block_indent,
                               indent_step_counts& steps) {
  for (const syntax_entry& entry : block.entries) {
    const bool own_line = lines.starts_line(entry.begin);
    const std::string_view indent = own_line ? lines.indentation(entry.begin) : block_indent;
    if (own_line && block_indent.size() < indent.size() && indent.substr(0, block_indent.size()) == block_indent) {
      const std::string_view step = indent.substr(block_indent.size());
      const auto counted = std::find_if(steps.begin(), steps.end(), [&](const auto& seen) { return seen.first == step; });
      if (counted != steps.end())
        ++counted->second;
      else
        steps.emplace_back(step, 1);
    }
    if (entry.value.kind == syntax_kind::message) count_indent_steps(lines, entry.value, indent, steps);
    for (const syntax_value& element : entry.value.elements)
      if (element.kind == syntax_kind::message) count_indent_steps(lines, element, indent, steps);
  }
}

// The line ending of the first line, and the step by which nested fields are most often indented further
// than the line of their block (two spaces when nothing is nested on lines of its own).
inline document_layout detect_layout(std::string_view text, const syntax_value& root) {
  document_layout layout;
  layout.line_ending = std::string(line_ending_of(text));
  const text_lines lines(text);
  indent_step_counts steps;
  for (const syntax_entry& entry : root.entries) {
    const std::string_view indent = lines.indentation(entry.begin);
    if (entry.value.kind == syntax_kind::message) count_indent_steps(lines, entry.value, indent, steps);
    for (const syntax_value& element : entry.value.elements)
      if (element.kind == syntax_kind::message) count_indent_steps(lines, element, indent, steps);
  }
  std::size_t most = 0;
  std::string_view most_used;
  for (const auto& [step, count] : steps) {
    if (count > most || (count == most && step < most_used)) {  // a tie: the first in sorted order
      most = count;
      most_used = step;
    }
  }
  if (most != 0) layout.indent_unit = std::string(most_used);
  return layout;
}

// Whether a string literal of the file holds bytes >= 0x80 as they are: the file was written with UTF-8 kept
// (Python's as_utf8=True, how EasyRec saves configs).
inline bool keeps_utf8(std::string_view text, const syntax_value& value) {
  for (const syntax_span& token : value.tokens)
    if (text[token.begin] == '"' || text[token.begin] == '\'')
      for (std::size_t i = token.begin; i < token.end; ++i)
        if (static_cast<unsigned char>(text[i]) >= 0x80) return true;
  for (const syntax_entry& entry : value.entries)
    if (keeps_utf8(text, entry.value)) return true;
  for (const syntax_value& element : value.elements)
    if (keeps_utf8(text, element)) return true;
  return false;
}

// The options the values a document edit writes anew are printed with: the caller's, writing UTF-8 as it is
// where the file already does. This is where the document's own spelling is read, so that new values look
// like the ones around them.
inline text_print_options new_value_print_options(std::string_view text, const syntax_value& root,
                                                  const text_print_options& requested) {
  text_print_options options = requested;
  if (!options.as_utf8) options.as_utf8 = keeps_utf8(text, root);
  return options;
}

// --- splices -----------------------------------------------------------------------------------------------

// Bytes [begin, end) of the original text replaced by text (an insertion when begin == end).
struct text_splice {
  std::size_t begin;
  std::size_t end;
  std::string text;
};

// The text with the splices applied. Splices may touch but not overlap, except removals (empty text), which
// may overlap each other and are merged. At one offset, insertions come before the replacement that starts
// there, in the order they were made.
inline std::string apply_splices(std::string_view text, std::vector<text_splice> splices) {
  std::stable_sort(splices.begin(), splices.end(), [](const text_splice& a, const text_splice& b) {
    if (a.begin != b.begin) return a.begin < b.begin;
    return a.begin == a.end && b.begin != b.end;
  });
  std::string out;
  std::size_t cursor = 0;
  for (text_splice& splice : splices) {
    if (splice.begin < cursor) {
      if (!splice.text.empty() || splice.begin == splice.end)
        throw std::logic_error("plainproto: overlapping edits of a text document");
      if (splice.end <= cursor) continue;
      splice.begin = cursor;
    }
    out.append(text.substr(cursor, splice.begin - cursor)).append(splice.text);
    cursor = splice.end;
  }
  out.append(text.substr(cursor));
  return out;
}

// --- the editor ----------------------------------------------------------------------------------------------

// One step from a message into one of its fields: a singular field (index whole_value) or an element.
struct value_step {
  const field_descriptor* field;
  std::size_t index;
};
inline constexpr std::size_t whole_value = static_cast<std::size_t>(-1);

// A message block of the file that holds (part of) a message, with the byte where the field or list element
// that holds it starts (0 for the whole file).
struct view_block {
  const syntax_value* value;
  std::size_t owner_begin;
  bool is_root;
};

// Computes the splices that make a file read as a new message. is_replaced(chain, field, index) says
// whether an edit replaced that value whole (a message, or a whole repeated field with index whole_value):
// it is then printed anew rather than edited inside. In merge mode a singular message given several times
// is the merge of its blocks, as TextFormat::Merge reads it.
template <class IsReplaced>
class document_editor {
 public:
  document_editor(std::string_view text, const document_layout& layout, const text_print_options& print, bool merge,
                  IsReplaced is_replaced)
      : text_(text),
        lines_(text),
        layout_(layout),
        print_(print),
        merge_(merge),
        is_replaced_(std::move(is_replaced)) {}

  // The splices that turn the blocks of `view`, which read as `old_message`, into text that reads as
  // `new_message`.
  void reconcile(const std::vector<view_block>& view, const message_descriptor& type, const void* old_message,
                 const void* new_message) {
    // The message's fields, then its extensions: `found` is indexed by slot_of.
    const std::vector<const extension_descriptor*> extensions = registered_extensions(type);
    const auto slot_of = [&](const field_descriptor* field) {
      const extension_descriptor* extension = extension_of(*field);
      if (extension == nullptr) return static_cast<std::size_t>(field - type.fields);
      return type.field_count +
             static_cast<std::size_t>(std::find(extensions.begin(), extensions.end(), extension) - extensions.begin());
    };
    std::vector<std::vector<occurrence>> found(type.field_count + extensions.size());
    std::size_t ordinal = 0;
    for (const view_block& block : view)
      for (const syntax_entry& entry : block.value->entries) {
        if (entry.field != nullptr) found[slot_of(entry.field)].push_back({&entry, ordinal, &block});
        ++ordinal;
      }
    edits pending{type, new_message, {}, {}};
    for_each_field_and_extension(type, extensions, [&](const field_descriptor& field) {
      const std::vector<occurrence>& occurrences = found[slot_of(&field)];
      const void* old_storage = field_storage_in(field, old_message);
      const void* new_storage = field_storage_in(field, new_message);
      if (field.in_oneof() &&
          set_oneof_member(type, old_message, field) != set_oneof_member(type, new_message, field)) {
        remove_all(occurrences, pending);
        if (field.ops->has(new_storage)) pending.inserted.push_back(&field);
        return;
      }
      if (same_field(field, old_storage, new_storage)) return;
      if (field.is_repeated()) {
        reconcile_repeated(field, occurrences, old_storage, new_storage, pending);
      } else if (!field.ops->has(new_storage)) {
        remove_all(occurrences, pending);
      } else if (!field.ops->has(old_storage)) {
        pending.inserted.push_back(&field);
      } else if (field.type != field_type::message) {
        rewrite(occurrences.back().entry->value, printed_value(type, new_message, field, whole_value));
      } else {
        reconcile_message(field, live_occurrences(type, field, occurrences, found), occurrences, old_storage, new_storage, pending);
      }
    });
    place_insertions(view.back(), pending);
  }

  const std::vector<text_splice>& splices() const noexcept { return splices_; }

 private:
  struct occurrence {
    const syntax_entry* entry;
    std::size_t ordinal;  // position among the entries of the view, in file order
    const view_block* block;
  };

  // What reconciling one view decided beyond its splices: the entries it removes (no anchor for insertions)
  // and the fields it inserts, in field-number order.
  struct edits {
    const message_descriptor& type;
    const void* new_message;
    std::vector<const syntax_entry*> removed;
    std::vector<const field_descriptor*> inserted;
  };

  // The occurrences of a singular message field that make its value: in merge mode, a oneof member given
  // after another member starts afresh, so only the ones after the last occurrence of another member count.
  std::vector<occurrence> live_occurrences(const message_descriptor& type, const field_descriptor& field,
                                           const std::vector<occurrence>& all,
                                           const std::vector<std::vector<occurrence>>& found) const {
    if (!merge_ || !field.in_oneof()) return all;
    const oneof_descriptor& oneof = type.oneofs[field.oneof_index];
    std::size_t after = 0;
    for (std::size_t i = oneof.first_field; i < oneof.first_field + oneof.field_count; ++i)
      if (&type.fields[i] != &field)
        for (const occurrence& other : found[i]) after = std::max(after, other.ordinal + 1);
    std::vector<occurrence> live;
    for (const occurrence& candidate : all)
      if (candidate.ordinal >= after) live.push_back(candidate);
    return live;
  }

  void reconcile_message(const field_descriptor& field, const std::vector<occurrence>& live,
                         const std::vector<occurrence>& all, const void* old_storage, const void* new_storage,
                         edits& pending) {
    if (is_replaced_(chain_, field, whole_value)) {
      const occurrence& kept = live.back();
      reprint(kept, pending.type, pending.new_message, field, whole_value);
      for (const occurrence& other : all)
        if (other.entry != kept.entry) remove(*other.entry, pending);
      return;
    }
    std::vector<view_block> blocks;
    for (const occurrence& each : live) blocks.push_back({&each.entry->value, each.entry->begin, false});
    chain_.push_back({&field, whole_value});
    reconcile(blocks, *field.message_type(), field.ops->get_message(old_storage), field.ops->get_message(new_storage));
    chain_.pop_back();
  }

  void reconcile_repeated(const field_descriptor& field, const std::vector<occurrence>& occurrences,
                          const void* old_storage, const void* new_storage, edits& pending) {
    const std::size_t count = field.ops->size(new_storage);
    if (field.map && count == field.ops->size(old_storage) && !is_replaced_(chain_, field, whole_value) &&
        reconcile_map_entries(field, occurrences, old_storage, new_storage, pending))
      return;
    if (count != field.ops->size(old_storage) || is_replaced_(chain_, field, whole_value) || field.map) {
      if (count == 0) {
        remove_all(occurrences, pending);
      } else if (occurrences.empty()) {
        pending.inserted.push_back(&field);
      } else {
        const syntax_value& first = occurrences.front().entry->value;
        // A list of numbers or strings written as one (`x: [1, 2]`) stays one; messages are printed as entries.
        if (first.kind == syntax_kind::list && field.type != field_type::message)
          rewrite(first, printed_list(pending.type, pending.new_message, field, count));
        else
          reprint(occurrences.front(), pending.type, pending.new_message, field, whole_value);
        for (std::size_t i = 1; i < occurrences.size(); ++i) remove(*occurrences[i].entry, pending);
      }
      return;
    }
    struct element {
      const occurrence* from;
      const syntax_value* value;  // the element's value: the entry's, or one in its list
    };
    std::vector<element> elements;
    for (const occurrence& each : occurrences) {
      if (each.entry->value.kind == syntax_kind::list)
        for (const syntax_value& value : each.entry->value.elements) elements.push_back({&each, &value});
      else
        elements.push_back({&each, &each.entry->value});
    }
    for (std::size_t i = 0; i < count; ++i) {
      if (same_element(field, old_storage, new_storage, i)) continue;
      const element& at = elements[i];
      if (field.type != field_type::message) {
        rewrite(*at.value, printed_value(pending.type, pending.new_message, field, i));
      } else if (is_replaced_(chain_, field, i)) {
        if (at.value == &at.from->entry->value)
          reprint(*at.from, pending.type, pending.new_message, field, i);
        else
          rewrite(*at.value, printed_value(pending.type, pending.new_message, field, i));
      } else {
        chain_.push_back({&field, i});
        reconcile({{at.value, at.value->begin, false}}, *field.message_type(), field.ops->message_at(old_storage, i),
                  field.ops->message_at(new_storage, i));
        chain_.pop_back();
      }
    }
  }

  // A map's entries are in key order, the file's in the order written (a key may even be given twice, the last
  // winning): each changed entry rewrites the last element of its key, found by a binary search of the map.
  // False (the map is then printed anew) when the edit added or removed keys, or an element cannot be read.
  bool reconcile_map_entries(const field_descriptor& field, const std::vector<occurrence>& occurrences,
                             const void* old_storage, const void* new_storage, edits& pending) {
    const message_descriptor& entry_type = *field.message_type();
    const field_descriptor& key = entry_type.fields[0];
    const std::size_t count = field.ops->size(new_storage);
    for (std::size_t i = 0; i < count; ++i)
      if (!same_field(key, key.storage_in(field.ops->message_at(old_storage, i)),
                      key.storage_in(field.ops->message_at(new_storage, i))))
        return false;
    std::vector<const syntax_value*> elements;
    for (const occurrence& each : occurrences) {
      if (each.entry->value.kind == syntax_kind::list)
        for (const syntax_value& value : each.entry->value.elements) elements.push_back(&value);
      else
        elements.push_back(&each.entry->value);
    }
    std::vector<const syntax_value*> last_of_key(count, nullptr);
    const owned_message entry(entry_type);
    text_parse_options options;
    options.allow_partial = true;
    for (const syntax_value* element : elements) {
      if (element->kind != syntax_kind::message || element->end - element->begin < 2) return false;
      entry_type.clear(entry.get());
      try {
        text_parser(text_.substr(element->begin + 1, element->end - element->begin - 2), options, false)
            .parse(entry_type, entry.get());
      } catch (const error&) {
        return false;
      }
      std::size_t first = 0;  // the map's entries are in key order
      for (std::size_t size = count; size > 0;) {
        const std::size_t half = size / 2;
        if (map_key_order(key, field.ops->message_at(old_storage, first + half), entry.get()) < 0) {
          first += half + 1;
          size -= half + 1;
        } else {
          size = half;
        }
      }
      if (first < count && map_key_order(key, field.ops->message_at(old_storage, first), entry.get()) == 0)
        last_of_key[first] = element;
    }
    for (std::size_t i = 0; i < count; ++i) {
      if (last_of_key[i] == nullptr) return false;
      if (!same_element(field, old_storage, new_storage, i))
        rewrite(*last_of_key[i], printed_value(pending.type, pending.new_message, field, i));
    }
    return true;
  }

  // --- splices of one kind each ------------------------------------------------------------------------------

  // A value's text replaced. The comments inside a scalar (`- # sign` newline `2.5`, between the literals of a
  // string) or a list of them stay, after the new value, each with the line breaks and blanks after it, so that
  // what follows the value stays on its line (blanks kept only when something follows on it). (A message's go with
  // it, as in reprint.)
  void rewrite(const syntax_value& value, std::string text) {
    if (value.kind != syntax_kind::message) {
      text += comments_within(value.begin, value.end);
      if (value.end == text_.size() || text_[value.end] == '\n' || text_[value.end] == '\r')
        while (!text.empty() && is_line_blank(text.back())) text.pop_back();
    }
    splices_.push_back({value.begin, value.end, std::move(text)});
  }

  std::string comments_within(std::size_t begin, std::size_t end) const {
    std::string kept;
    for (std::size_t at = begin; at < end; ++at) {
      const char c = text_[at];
      if (c == '"' || c == '\'') {  // a literal, on one line, which may hold a '#'
        for (++at; at < end && text_[at] != c; ++at)
          if (text_[at] == '\\') ++at;
        continue;
      }
      if (c != '#') continue;
      std::size_t next = text_.find('\n', at);
      if (next == std::string_view::npos || next >= end) break;  // (a scalar's last token ends it)
      for (++next; next < end && (is_line_blank(text_[next]) || text_[next] == '\n' || text_[next] == '\r');) ++next;
      kept.append(kept.empty() ? " " : "").append(text_.substr(at, next - at));
      at = next - 1;
    }
    return kept;
  }

  void remove_all(const std::vector<occurrence>& occurrences, edits& pending) {
    for (const occurrence& each : occurrences) remove(*each.entry, pending);
  }

  // An entry alone on its lines goes with those lines and its end-of-line comment; one that shares its line
  // goes with the blanks that separate it from what follows (or, at the end of the line, precedes it).
  void remove(const syntax_entry& entry, edits& pending) {
    pending.removed.push_back(&entry);
    const std::size_t line_end = end_of_line_after(text_, entry.end);
    if (lines_.starts_line(entry.begin) && line_end != no_offset) {
      splices_.push_back({lines_.start(entry.begin), line_end, {}});
      return;
    }
    std::size_t after = entry.end;
    while (after < text_.size() && is_line_blank(text_[after])) ++after;
    if (after < text_.size() && text_[after] != '\n' && text_[after] != '#') {
      splices_.push_back({entry.begin, after, {}});
      return;
    }
    std::size_t before = entry.begin;
    while (before > 0 && is_line_blank(text_[before - 1])) --before;
    splices_.push_back({before, entry.end, {}});
  }

  // The entry's name and value replaced by the field (or one element) printed anew: on its lines, continuation
  // lines indented like its first, or on one line where the entry shares its line or sits in a one-line block.
  void reprint(const occurrence& at, const message_descriptor& type, const void* holder, const field_descriptor& field,
               std::size_t index) {
    const syntax_entry& entry = *at.entry;
    const bool one_line = one_line_block(*at.block) || !lines_.starts_line(entry.begin);
    const std::string printed = print_alone(type, holder, field, index, one_line);
    const std::string text = one_line ? printed : lay_out(printed, lines_.indentation(entry.begin), false, false);
    splices_.push_back({entry.begin, entry.value.end, text});
  }

  // --- insertions ----------------------------------------------------------------------------------------------

  // Whether a delimited block opens and closes on one line.
  bool on_one_line(const syntax_value& block) const { return lines_.start(block.begin) == lines_.start(block.end - 1); }
  // A delimited block with fields, written on one line.
  bool one_line_block(const view_block& block) const {
    return !block.is_root && !block.value->entries.empty() && on_one_line(*block.value);
  }

  // New fields go into the last block of the view: in field-number order among the others where the block
  // already is in that order, else after its last field; on lines of their own with the block's indentation,
  // or on the line of a one-line block.
  void place_insertions(const view_block& target, const edits& pending) {
    if (pending.inserted.empty()) return;
    const syntax_value& block = *target.value;
    std::vector<const syntax_entry*> removed = pending.removed;
    std::sort(removed.begin(), removed.end());
    std::vector<const syntax_entry*> kept;
    for (const syntax_entry& entry : block.entries)
      if (!std::binary_search(removed.begin(), removed.end(), &entry)) kept.push_back(&entry);
    std::vector<const syntax_entry*> known;
    bool ordered = true;
    for (const syntax_entry* entry : kept) {
      if (entry->field == nullptr) continue;
      if (!known.empty() && known.back()->field->number > entry->field->number) ordered = false;
      known.push_back(entry);
    }

    struct anchor {
      const syntax_entry* entry;  // null: the block keeps no entry
      bool after;
      bool operator==(const anchor& other) const { return entry == other.entry && after == other.after; }
    };
    const auto anchor_for = [&](const field_descriptor& field) -> anchor {
      if (ordered && !known.empty()) {
        const syntax_entry* previous = nullptr;
        for (const syntax_entry* entry : known)
          if (entry->field->number < field.number) previous = entry;
        return previous != nullptr ? anchor{previous, true} : anchor{known.front(), false};
      }
      return kept.empty() ? anchor{nullptr, true} : anchor{kept.back(), true};
    };

    std::vector<const field_descriptor*> group;
    anchor current{nullptr, true};
    for (const field_descriptor* field : pending.inserted) {
      const anchor next = anchor_for(*field);
      if (!group.empty() && !(next == current)) {
        insert(target, kept, current.entry, current.after, group, pending);
        group.clear();
      }
      current = next;
      group.push_back(field);
    }
    insert(target, kept, current.entry, current.after, group, pending);
  }

  void insert(const view_block& target, const std::vector<const syntax_entry*>& kept, const syntax_entry* anchor_entry,
              bool after, const std::vector<const field_descriptor*>& fields, const edits& pending) {
    const syntax_value& block = *target.value;
    const std::string& eol = layout_.line_ending;
    const auto one_line_text = [&]() {
      std::string out;
      for (const field_descriptor* field : fields) {
        if (!out.empty()) out += ' ';
        out += print_alone(pending.type, pending.new_message, *field, whole_value, true);
      }
      return out;
    };
    const auto lines = [&](std::string_view indent) {
      std::string printed;
      for (const field_descriptor* field : fields)
        printed += print_alone(pending.type, pending.new_message, *field, whole_value, false);
      return lay_out(printed, indent, true, true);
    };

    // The indentation of the block's fields: of the first one on a line of its own, else one step deeper
    // than the line the block opens on.
    const std::string block_indent(target.is_root ? std::string_view() : lines_.indentation(target.owner_begin));
    std::string inner = target.is_root ? std::string() : block_indent + layout_.indent_unit;
    for (const syntax_entry* entry : kept) {
      if (lines_.starts_line(entry->begin) &&
          (target.is_root || lines_.start(entry->begin) > lines_.start(block.begin))) {
        inner = std::string(lines_.indentation(entry->begin));
        break;
      }
    }

    if (anchor_entry == nullptr) {
      if (target.is_root) {
        splices_.push_back({text_.size(), text_.size(), at_text_end(lines(inner), eol)});
        return;
      }
      const std::size_t close = block.end - 1;
      if (!on_one_line(block)) {
        if (lines_.starts_line(close))
          splices_.push_back({lines_.start(close), lines_.start(close), lines(inner)});
        else
          splices_.push_back({close, close, eol + lines(inner) + block_indent});
      } else if (!block.entries.empty()) {
        insert_on_line(close, one_line_text());
      } else if (lines_.starts_line(target.owner_begin)) {
        splices_.push_back({block.begin + 1, close, eol + lines(inner) + block_indent});
      } else {
        splices_.push_back({block.begin + 1, close, " " + one_line_text() + " "});
      }
      return;
    }

    const syntax_entry& entry = *anchor_entry;
    const bool one_line = one_line_block(target);
    if (after) {
      const std::size_t line_end = end_of_line_after(text_, entry.end);
      if (one_line || line_end == no_offset) {
        insert_on_line(entry.end, one_line_text());
        return;
      }
      const std::string indent = lines_.starts_line(entry.begin) ? std::string(lines_.indentation(entry.begin)) : inner;
      splices_.push_back({line_end, line_end, line_end == text_.size() ? at_text_end(lines(indent), eol) : lines(indent)});
      return;
    }
    if (one_line || !lines_.starts_line(entry.begin)) {
      insert_on_line(entry.begin, one_line_text());
      return;
    }
    const std::size_t at = leading_comments_begin(entry.begin);
    splices_.push_back({at, at, lines(lines_.indentation(entry.begin))});
  }

  // Whole lines (each ending with eol) put at the end of the text: a text without a final line break keeps it that
  // way, the break going before them instead.
  std::string at_text_end(std::string new_lines, const std::string& eol) const {
    if (text_.empty() || text_.back() == '\n') return new_lines;
    new_lines.resize(new_lines.size() - eol.size());
    return eol + new_lines;
  }

  // Text inserted between two tokens of a line, a blank kept on either side.
  void insert_on_line(std::size_t at, const std::string& text) {
    const bool blank_before = at == 0 || is_blank(text_[at - 1]);
    const bool blank_after = at == text_.size() || is_blank(text_[at]);
    splices_.push_back({at, at, (blank_before ? "" : " ") + text + (blank_after ? "" : " ")});
  }

  // The start of the comment lines right above the line of `at` (no blank line between), or of its own line:
  // comments above a field belong to it, and what is inserted before the field goes above them.
  std::size_t leading_comments_begin(std::size_t at) const {
    std::size_t begin = lines_.start(at);
    while (begin > 0) {
      const std::size_t previous = lines_.start(begin - 1);
      std::size_t first = previous;
      while (first < begin && is_line_blank(text_[first])) ++first;
      if (first >= begin || text_[first] != '#') break;
      begin = previous;
    }
    return begin;
  }

  // --- printing ------------------------------------------------------------------------------------------------

  // The field of `holder` (or one element of it) printed alone, as the printer writes it: "name: 1\n" and
  // "name {\n  a: 1\n}\n", or on one line without a line break ("name { a: 1 }"). Only that value is copied
  // into the message printed: an edit of every element of a long list prints each element so.
  std::string print_alone(const message_descriptor& type, const void* holder, const field_descriptor& field,
                          std::size_t index, bool one_line) const {
    const owned_message alone(type);
    void* const to = mutable_field_storage(field, alone.get());
    const void* const from = field_storage_in(field, holder);
    if (index == whole_value) {
      copy_field(field, to, from);
    } else if (field.type == field_type::message) {
      copy_fields(*field.message_type(), field.ops->add_message(to), field.ops->message_at(from, index));
      if (field.map) field.ops->settle_entry(to);
    } else if (field.kind() == cpp_kind::string) {
      *field.ops->add_string(to) = field.ops->string_at(from, index);
    } else {
      field.ops->add(to, field.ops->get_at(from, index));
    }
    text_print_options options = print_;
    options.single_line = one_line;
    std::string out;
    text_printer printer(options, out);
    printer.print_message(type, alone.get());
    printer.finish();
    return out;
  }

  // One value as the printer writes it ("0.5", "\"x\"", "{ a: 1 }"): a field printed alone on one line
  // without its name.
  std::string printed_value(const message_descriptor& type, const void* holder, const field_descriptor& field,
                            std::size_t index) const {
    const std::string printed = print_alone(type, holder, field, index, true);
    // After the name as printed (a group's type name, a MessageSet extension's `[pkg.Type]`).
    return printed.substr(field.type == field_type::message ? printed.find('{') : printed.find(": ") + 2);
  }

  // The first count values of a repeated field as a text-format list, `[1, 2]`.
  std::string printed_list(const message_descriptor& type, const void* holder, const field_descriptor& field,
                           std::size_t count) const {
    std::string list = "[";
    for (std::size_t i = 0; i < count; ++i) {
      if (i != 0) list += ", ";
      list += printed_value(type, holder, field, i);
    }
    return list + "]";
  }

  // Printed lines laid out in the file: the printer's two-space steps become the file's indentation unit,
  // each line starts with prefix (the first only when prefix_first) and all but the last end with the file's
  // line ending (the last too when terminated).
  std::string lay_out(std::string_view printed, std::string_view prefix, bool prefix_first, bool terminated) const {
    std::string out;
    std::size_t begin = 0;
    bool first = true;
    while (begin < printed.size()) {
      std::size_t end = printed.find('\n', begin);
      if (end == std::string_view::npos) end = printed.size();
      if (!first) out += layout_.line_ending;
      if (!first || prefix_first) out.append(prefix);
      std::size_t spaces = begin;
      while (spaces < end && printed[spaces] == ' ') ++spaces;
      for (std::size_t depth = (spaces - begin) / 2; depth > 0; --depth) out.append(layout_.indent_unit);
      out.append(printed.substr(spaces, end - spaces));
      first = false;
      begin = end + 1;
    }
    if (terminated && !first) out += layout_.line_ending;
    return out;
  }

  std::string_view text_;
  text_lines lines_;
  const document_layout& layout_;
  const text_print_options& print_;
  bool merge_;
  IsReplaced is_replaced_;
  std::vector<value_step> chain_;
  std::vector<text_splice> splices_;
};

}  // namespace detail
}  // namespace plainproto
