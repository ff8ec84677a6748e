// plainproto: text-format files edited the way a careful person edits them by hand. A text_document holds a
// file and the message it reads as; edits (by path, or by assigning a changed message) rewrite only the bytes
// that must change, and comments, blank lines, indentation, separators and spellings stay as they were.
//
//   auto doc = plainproto::read_text_document<plainproto::protos::TrainConfig>("train.config");
//   plainproto::set(doc, "num_steps", "5000");                          // only that value's bytes change
//   auto config = doc.message_as<plainproto::protos::TrainConfig>();
//   config.sync_replicas = false;
//   doc.assign(config);                                                 // inserted where a person would put it
//   plainproto::write_text_document("train.config", doc);
//
// format_text() lays a file out canonically (plainproto fmt), keeping every comment and every value as written.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core.hpp"
#include "detail/common/file_io.hpp"
#include "detail/paths/eval.hpp"
#include "detail/text/block.hpp"
#include "detail/text/document.hpp"
#include "detail/text/format.hpp"
#include "detail/text/syntax_tree.hpp"
#include "error.hpp"
#include "paths.hpp"
#include "text.hpp"

namespace plainproto {

struct document_options {
  // How the file is read: as TextFormat::Parse, or with merge as TextFormat::Merge (how EasyRec and Paddle
  // load configs: a field given twice keeps the last value).
  text_parse_options parse;
  bool merge = false;
  // When set, the message is the top-level `at { ... }` block of a larger file (several are read as one, as
  // protobuf merges a message given twice), as `--at train_config` reads an EasyRec pipeline.config; the rest
  // of the file needs only balanced brackets and is never changed.
  std::string at;
  // How values written anew are printed. Where the file keeps UTF-8 unescaped in its strings, new strings do too.
  text_print_options print;
};

class text_document {
 public:
  // Reads the text as a `type` message; errors carry the line and column in the whole text.
  text_document(const message_descriptor& type, std::string text, document_options options = {})
      : options_(std::move(options)), state_(read(type, std::move(text), options_, options_.parse.allow_partial)) {}

  const message_descriptor& type() const noexcept { return state_.message.descriptor(); }
  const std::string& text() const noexcept { return state_.text; }
  // The message the text reads as; an edit replaces it (references to it do not outlive the next edit).
  const void* message() const noexcept { return state_.message.get(); }

  template <class T>
  const T& message_as() const {
    if (&descriptor_of<T>() != &type())
      throw error(error_code::usage, "the document holds a " + std::string(type().full_name) + ", not a " +
                                         std::string(descriptor_of<T>().full_name));
    return *static_cast<const T*>(message());
  }

  // Makes the document read as `message` (of type()): values that differ are rewritten in place, fields the
  // file lacks are inserted, fields the message lacks are removed; nothing else changes.
  void assign(const void* message) { update(message, {}); }

  template <class T>
  void assign(const T& message) {
    if (&descriptor_of<T>() != &type())
      throw error(error_code::usage, "the document holds a " + std::string(type().full_name) + ", not a " +
                                         std::string(descriptor_of<T>().full_name));
    assign(static_cast<const void*>(&message));
  }

  // plainproto::set (paths.hpp) on the document's message, written back into the text: a scalar rewrites its
  // value, a message or whole repeated field the edit replaces is printed anew in its place. All or nothing.
  // Lists and messages in values are read in the style the document is read in.
  std::size_t set(std::string_view paths, std::string_view values) { return set({{paths, values}}).front(); }
  // set() for several (paths, values) in order, written into the text at once: the message is the one the calls
  // one after another make, and the text is read back once rather than once per call (a `plainproto set` with
  // hundreds of PATH=VALUE arguments). Returns how many fields each wrote. All or nothing.
  std::vector<std::size_t> set(const std::vector<std::pair<std::string_view, std::string_view>>& edits) {
    owned_message working(state_.message);
    std::vector<detail::path_location> replaced;
    std::vector<std::size_t> written;
    for (const auto& [paths, values] : edits)
      written.push_back(detail::set_paths(type(), working.get(), paths, values, options_.parse.style, &replaced));
    update(working.get(), replaced);
    return written;
  }

 private:
  struct state {
    std::string text;
    detail::syntax_value root;
    owned_message message;
    detail::document_layout layout;
    text_print_options print;
  };

  // The blocks that hold the message: the whole file, or the top-level `at` blocks.
  static std::vector<detail::view_block> message_blocks(const state& read, const document_options& options) {
    if (options.at.empty()) return {{&read.root, 0, true}};
    std::vector<detail::view_block> blocks;
    for (const detail::syntax_entry& entry : read.root.entries)
      if (entry.name(read.text) == options.at) blocks.push_back({&entry.value, entry.begin, false});
    return blocks;
  }

  static state read(const message_descriptor& type, std::string text, const document_options& options, bool partial) {
    text_parse_options parse = options.parse;
    parse.allow_partial = partial;
    state read{std::move(text), {}, owned_message(type), {}, {}};
    if (options.at.empty()) {
      read_text(type, read.message.get(), read.text, parse, options.merge);
      read.root = detail::read_syntax(read.text, parse.recursion_limit, {}, parse.style);
      detail::resolve_fields(read.text, read.root, type);
    } else {
      const std::vector<detail::text_block> blocks = detail::find_top_level_blocks(read.text, options.at, parse.style);
      if (blocks.empty()) throw error(error_code::unknown_field, "no top-level \"" + options.at + " { ... }\" block");
      read_text(type, read.message.get(), detail::keep_only_blocks(read.text, blocks), parse, options.merge);
      read.root = detail::read_syntax(read.text, parse.recursion_limit, options.at, parse.style);
      for (detail::syntax_entry& entry : read.root.entries)
        if (entry.name(read.text) == options.at) detail::resolve_fields(read.text, entry.value, type);
    }
    read.layout = detail::detect_layout(read.text, read.root);
    read.print = detail::new_value_print_options(read.text, read.root, options.print);
    return read;
  }

  // Splices the differences between the document's message and `message` into the text, then reads the result
  // back: it must read as `message`, or the document is left as it was.
  void update(const void* message, const std::vector<detail::path_location>& replaced) {
    const auto is_replaced = [&replaced](const std::vector<detail::value_step>& chain, const field_descriptor& field,
                                         std::size_t index) {
      for (const detail::path_location& location : replaced) {
        if (location.field != &field || location.index != index || location.chain.size() != chain.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < chain.size() && same; ++i)
          same = location.chain[i].field == chain[i].field && location.chain[i].index == chain[i].index;
        if (same) return true;
      }
      return false;
    };
    detail::document_editor<decltype(is_replaced)> editor(state_.text, state_.layout, state_.print, options_.merge,
                                                          is_replaced);
    editor.reconcile(message_blocks(state_, options_), type(), state_.message.get(), message);
    if (editor.splices().empty()) return;
    std::string edited = detail::apply_splices(state_.text, editor.splices());
    state next = [&] {
      try {
        return read(type(), std::move(edited), options_, true);
      } catch (const error& failure) {
        throw std::logic_error("plainproto: an edited text document does not read back: " +
                               std::string(failure.what()));
      }
    }();
    if (!detail::same_message(type(), next.message.get(), message))
      throw std::logic_error("plainproto: an edited text document does not read back as the edited message");
    state_ = std::move(next);
  }

  document_options options_;
  state state_;
};

template <class T>
text_document parse_text_document(std::string text, document_options options = {}) {
  return text_document(descriptor_of<T>(), std::move(text), std::move(options));
}

// Errors name the file.
template <class T>
text_document read_text_document(const std::string& path, document_options options = {}) {
  std::string text = read_file(path);
  try {
    return parse_text_document<T>(std::move(text), std::move(options));
  } catch (const error& failure) {
    throw failure.with_file(path);
  }
}

// Writes the document's text atomically (temporary file + rename).
inline void write_text_document(const std::string& path, const text_document& document) {
  write_file_atomically(path, document.text());
}

// plainproto::set and plainproto::get on a document (see paths.hpp for the paths).
inline std::size_t set(text_document& document, std::string_view paths, std::string_view values) {
  return document.set(paths, values);
}

inline std::vector<std::string> get(const text_document& document, std::string_view path,
                                    const text_print_options& options = {}) {
  return get(document.type(), document.message(), path, options);
}

// --- canonical layout ------------------------------------------------------------------------------------------

// The text laid out canonically, as `plainproto fmt` writes it; see format.hpp.
inline std::string format_text(std::string_view text, const format_options& options = {}) {
  return detail::format_text(text, options);
}

}  // namespace plainproto
