// plainproto: the protobuf binary wire format, written and read exactly as libprotobuf 3.21 does for proto2.
//
//   std::string bytes = plainproto::serialize(config);                         // SerializeToString
//   auto config = plainproto::parse_binary<plainproto::protos::TrainConfig>(bytes);  // ParseFromString
//   plainproto::merge_binary(bytes, config);                                    // MergeFromString
//
// Fields the message type does not have are skipped (a C++ struct has no place for them); see
// binary_parse_options for rejecting them instead.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "core.hpp"
#include "entry_points.hpp"
#include "error.hpp"
#include "detail/binary/raw.hpp"
#include "detail/binary/reader.hpp"
#include "detail/binary/views.hpp"
#include "detail/binary/writer.hpp"

namespace plainproto {

// --- untyped forms, for code that holds only a descriptor ---------------------------------------------------

// Replaces out with the message's bytes. Required fields are not checked (SerializeToString checks them only
// in debug builds of libprotobuf); is_initialized() tells.
inline void serialize_to(const message_descriptor& descriptor, const void* message, std::string& out) {
  detail::serialize_message(detail::dynamic_message_view{&descriptor}, message, out);
}

inline std::string serialize(const message_descriptor& descriptor, const void* message) {
  return detail::serialized_message(detail::dynamic_message_view{&descriptor}, message);
}

namespace detail {
// serialize's bytes handed to out a piece at a time, as the writer made them (the CLI's binary output files).
inline void serialize_into(const message_descriptor& descriptor, const void* message, output_sink out) {
  serialize_message_into(dynamic_message_view{&descriptor}, message, out);
}
}  // namespace detail

// Merges the bytes into the message: singular fields they hold are replaced, messages merged, repeated fields
// appended; then the message must have its required fields (unless options.allow_partial). Throws
// plainproto::error, whose column() is the byte offset of the problem + 1 (line() is 0).
inline void merge_binary(std::string_view bytes, const message_descriptor& descriptor, void* message,
                         const binary_parse_options& options = {}) {
  detail::binary_reader(bytes, options).merge(detail::dynamic_message_view{&descriptor}, message);
}

// Replaces the message with the one the bytes hold (what it held is reused, as protobuf's Clear() keeps
// sub-objects for the next parse). On error the message is cleared.
inline void parse_binary(std::string_view bytes, const message_descriptor& descriptor, void* message,
                         const binary_parse_options& options = {}) {
  detail::binary_reader(bytes, options).parse(detail::dynamic_message_view{&descriptor}, message);
}

// --- typed forms (declared in entry_points.hpp, with their default arguments) ---------------------------------

template <class T, std::enable_if_t<is_message_v<T>, int>>
void serialize_to(const T& message, std::string& out) {
  detail::serialize_message(detail::static_message_view<descriptor_of<T>()>{}, &message, out);
}

template <class T, std::enable_if_t<is_message_v<T>, int>>
std::string serialize(const T& message) {
  return detail::serialized_message(detail::static_message_view<descriptor_of<T>()>{}, &message);
}

template <class T>
void detail::serialize_into(const T& message, output_sink out) {
  serialize_message_into(static_message_view<descriptor_of<T>()>{}, &message, out);
}

template <class T, std::enable_if_t<is_message_v<T>, int>>
void merge_binary(std::string_view bytes, T& message, const binary_parse_options& options) {
  detail::binary_reader(bytes, options).merge(detail::static_message_view<descriptor_of<T>()>{}, &message);
}

template <class T, std::enable_if_t<is_message_v<T>, int>>
void parse_binary(std::string_view bytes, T& message, const binary_parse_options& options) {
  detail::binary_reader(bytes, options).parse(detail::static_message_view<descriptor_of<T>()>{}, &message);
}

template <class T, std::enable_if_t<is_message_v<T>, int>>
T parse_binary(std::string_view bytes, const binary_parse_options& options) {
  T message;
  merge_binary(bytes, message, options);
  return message;
}

// `protoc --decode_raw`: the fields of any wire-format message, without its type, printed exactly as protoc
// prints them (nested messages guessed as protoc guesses them). Throws plainproto::error for bytes protoc
// fails to parse.
inline std::string decode_raw(std::string_view bytes) { return detail::decode_raw(bytes); }

}  // namespace plainproto
