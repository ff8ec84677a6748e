// libprotobuf <-> plainproto conversion, schema comparison, readable differences, the type list.
#include "oracle.hpp"

#include <google/protobuf/descriptor.pb.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/util/field_comparator.h>
#include <google/protobuf/util/message_differencer.h>

#include "kitchen_sink.hpp"
#include "kitchen_sink.pb.h"
#include "paddle.fleet.pb.h"
#include "plainproto/schemas/easyrec/train.hpp"
#include "plainproto/schemas/paddle/distributed_strategy.hpp"
#include "protos.pb.h"

namespace conformance {

namespace pb = google::protobuf;
using plainproto::cpp_kind;
using plainproto::field_descriptor;
using plainproto::field_type;
using plainproto::message_descriptor;
using plainproto::scalar;

namespace {

pb::FieldDescriptor::Type protobuf_type(field_type type) {
  switch (type) {
    case field_type::double_: return pb::FieldDescriptor::TYPE_DOUBLE;
    case field_type::float_: return pb::FieldDescriptor::TYPE_FLOAT;
    case field_type::int32: return pb::FieldDescriptor::TYPE_INT32;
    case field_type::int64: return pb::FieldDescriptor::TYPE_INT64;
    case field_type::uint32: return pb::FieldDescriptor::TYPE_UINT32;
    case field_type::uint64: return pb::FieldDescriptor::TYPE_UINT64;
    case field_type::sint32: return pb::FieldDescriptor::TYPE_SINT32;
    case field_type::sint64: return pb::FieldDescriptor::TYPE_SINT64;
    case field_type::fixed32: return pb::FieldDescriptor::TYPE_FIXED32;
    case field_type::fixed64: return pb::FieldDescriptor::TYPE_FIXED64;
    case field_type::sfixed32: return pb::FieldDescriptor::TYPE_SFIXED32;
    case field_type::sfixed64: return pb::FieldDescriptor::TYPE_SFIXED64;
    case field_type::bool_: return pb::FieldDescriptor::TYPE_BOOL;
    case field_type::string: return pb::FieldDescriptor::TYPE_STRING;
    case field_type::bytes: return pb::FieldDescriptor::TYPE_BYTES;
    case field_type::enum_: return pb::FieldDescriptor::TYPE_ENUM;
    case field_type::message: return pb::FieldDescriptor::TYPE_MESSAGE;
  }
  throw std::logic_error("unknown plainproto::field_type");
}

std::string field_name(const message_descriptor& descriptor, const field_descriptor& field) {
  return std::string(descriptor.full_name) + "." + std::string(field.name);
}

// Why the generated field `theirs` is not the counterpart of `ours`; empty when it is.
std::string field_mismatch(const field_descriptor& ours, const pb::FieldDescriptor* theirs) {
  if (theirs == nullptr) return "no generated field numbered " + std::to_string(ours.number);
  if (theirs->name() != ours.name) return "generated name is " + theirs->name();
  if (ours.map) {
    if (!theirs->is_map()) return "a map vs generated non-map";
    for (const int i : {0, 1}) {
      const std::string entry = field_mismatch(ours.message_type()->fields[i], theirs->message_type()->field(i));
      if (!entry.empty()) return "map " + std::string(i == 0 ? "key" : "value") + ": " + entry;
    }
    return {};
  }
  if (theirs->type() != (ours.group ? pb::FieldDescriptor::TYPE_GROUP : protobuf_type(ours.type)))
    return "type " + std::string(plainproto::type_name(ours.type)) + " vs generated " + theirs->type_name();
  if (theirs->is_repeated() != ours.is_repeated() || theirs->is_required() != ours.is_required())
    return "label " + std::string(plainproto::label_name(ours.label)) + " vs generated " +
           (theirs->is_repeated() ? "repeated" : theirs->is_required() ? "required" : "optional");
  if (theirs->is_packed() != ours.packed)
    return std::string(ours.packed ? "packed" : "not packed") + " vs generated " + (theirs->is_packed() ? "packed" : "not packed");
  const pb::OneofDescriptor* oneof = theirs->containing_oneof();
  if ((oneof != nullptr) != ours.in_oneof() || (oneof != nullptr && oneof->name() != ours.oneof_name))
    return "oneof '" + std::string(ours.oneof_name) + "' vs generated '" + (oneof ? oneof->name() : "") + "'";
  if (ours.type == field_type::message && theirs->message_type()->full_name() != ours.message_type()->full_name)
    return "message type " + std::string(ours.message_type()->full_name) + " vs generated " +
           theirs->message_type()->full_name();
  if (ours.type == field_type::enum_ && theirs->enum_type()->full_name() != ours.enum_type()->full_name)
    return "enum type " + std::string(ours.enum_type()->full_name) + " vs generated " +
           theirs->enum_type()->full_name();
  return {};
}

const pb::Descriptor& matching_type(const message_descriptor& descriptor, const pb::Message& theirs) {
  const pb::Descriptor& type = *theirs.GetDescriptor();
  if (type.full_name() != descriptor.full_name && !type.options().map_entry())
    throw std::logic_error("conformance: converting " + std::string(descriptor.full_name) + " to/from " +
                           type.full_name());
  if (static_cast<std::size_t>(type.field_count()) != descriptor.field_count)
    throw std::logic_error("conformance: " + type.full_name() + " has " + std::to_string(type.field_count()) +
                           " generated fields and " + std::to_string(descriptor.field_count) + " plainproto fields");
  return type;
}

const pb::FieldDescriptor& matching_field(const message_descriptor& descriptor, const pb::Descriptor& type,
                                          const field_descriptor& field) {
  const pb::FieldDescriptor* theirs = type.FindFieldByNumber(field.number);
  const std::string mismatch = field_mismatch(field, theirs);
  if (!mismatch.empty()) throw std::logic_error("conformance: " + field_name(descriptor, field) + ": " + mismatch);
  return *theirs;
}

void set_repeated(const field_descriptor& field, const void* storage, std::size_t i, pb::Message& message,
                  const pb::Reflection& reflection, const pb::FieldDescriptor& theirs) {
  const plainproto::storage_ops& ops = *field.ops;
  switch (field.kind()) {
    case cpp_kind::int32: reflection.AddInt32(&message, &theirs, static_cast<std::int32_t>(ops.get_at(storage, i).i)); break;
    case cpp_kind::int64: reflection.AddInt64(&message, &theirs, ops.get_at(storage, i).i); break;
    case cpp_kind::uint32: reflection.AddUInt32(&message, &theirs, static_cast<std::uint32_t>(ops.get_at(storage, i).u)); break;
    case cpp_kind::uint64: reflection.AddUInt64(&message, &theirs, ops.get_at(storage, i).u); break;
    case cpp_kind::double_: reflection.AddDouble(&message, &theirs, ops.get_at(storage, i).d); break;
    case cpp_kind::float_: reflection.AddFloat(&message, &theirs, static_cast<float>(ops.get_at(storage, i).d)); break;
    case cpp_kind::bool_: reflection.AddBool(&message, &theirs, ops.get_at(storage, i).b); break;
    case cpp_kind::enum_: reflection.AddEnumValue(&message, &theirs, static_cast<int>(ops.get_at(storage, i).i)); break;
    case cpp_kind::string: reflection.AddString(&message, &theirs, std::string(ops.string_at(storage, i))); break;
    case cpp_kind::message:
      to_protobuf(*field.message_type(), ops.message_at(storage, i), *reflection.AddMessage(&message, &theirs));
      break;
  }
}

void set_singular(const field_descriptor& field, const void* storage, pb::Message& message,
                  const pb::Reflection& reflection, const pb::FieldDescriptor& theirs) {
  const plainproto::storage_ops& ops = *field.ops;
  switch (field.kind()) {
    case cpp_kind::int32: reflection.SetInt32(&message, &theirs, static_cast<std::int32_t>(ops.get(storage).i)); break;
    case cpp_kind::int64: reflection.SetInt64(&message, &theirs, ops.get(storage).i); break;
    case cpp_kind::uint32: reflection.SetUInt32(&message, &theirs, static_cast<std::uint32_t>(ops.get(storage).u)); break;
    case cpp_kind::uint64: reflection.SetUInt64(&message, &theirs, ops.get(storage).u); break;
    case cpp_kind::double_: reflection.SetDouble(&message, &theirs, ops.get(storage).d); break;
    case cpp_kind::float_: reflection.SetFloat(&message, &theirs, static_cast<float>(ops.get(storage).d)); break;
    case cpp_kind::bool_: reflection.SetBool(&message, &theirs, ops.get(storage).b); break;
    case cpp_kind::enum_: reflection.SetEnumValue(&message, &theirs, static_cast<int>(ops.get(storage).i)); break;
    case cpp_kind::string: reflection.SetString(&message, &theirs, std::string(ops.get_string(storage))); break;
    case cpp_kind::message:
      to_protobuf(*field.message_type(), ops.get_message(storage), *reflection.MutableMessage(&message, &theirs));
      break;
  }
}

void add_from(const field_descriptor& field, void* storage, const pb::Message& message,
              const pb::Reflection& reflection, const pb::FieldDescriptor& theirs, int i) {
  const plainproto::storage_ops& ops = *field.ops;
  switch (field.kind()) {
    case cpp_kind::int32: ops.add(storage, scalar::from_int(reflection.GetRepeatedInt32(message, &theirs, i))); break;
    case cpp_kind::int64: ops.add(storage, scalar::from_int(reflection.GetRepeatedInt64(message, &theirs, i))); break;
    case cpp_kind::uint32: ops.add(storage, scalar::from_uint(reflection.GetRepeatedUInt32(message, &theirs, i))); break;
    case cpp_kind::uint64: ops.add(storage, scalar::from_uint(reflection.GetRepeatedUInt64(message, &theirs, i))); break;
    case cpp_kind::double_: ops.add(storage, scalar::from_double(reflection.GetRepeatedDouble(message, &theirs, i))); break;
    case cpp_kind::float_: ops.add(storage, scalar::from_double(reflection.GetRepeatedFloat(message, &theirs, i))); break;
    case cpp_kind::bool_: ops.add(storage, scalar::from_bool(reflection.GetRepeatedBool(message, &theirs, i))); break;
    case cpp_kind::enum_: ops.add(storage, scalar::from_int(reflection.GetRepeatedEnumValue(message, &theirs, i))); break;
    case cpp_kind::string: *ops.add_string(storage) = reflection.GetRepeatedString(message, &theirs, i); break;
    case cpp_kind::message:
      from_protobuf(reflection.GetRepeatedMessage(message, &theirs, i), *field.message_type(), ops.add_message(storage));
      if (field.map) ops.settle_entry(storage);
      break;
  }
}

void set_from(const field_descriptor& field, void* storage, const pb::Message& message,
              const pb::Reflection& reflection, const pb::FieldDescriptor& theirs) {
  const plainproto::storage_ops& ops = *field.ops;
  switch (field.kind()) {
    case cpp_kind::int32: ops.set(storage, scalar::from_int(reflection.GetInt32(message, &theirs))); break;
    case cpp_kind::int64: ops.set(storage, scalar::from_int(reflection.GetInt64(message, &theirs))); break;
    case cpp_kind::uint32: ops.set(storage, scalar::from_uint(reflection.GetUInt32(message, &theirs))); break;
    case cpp_kind::uint64: ops.set(storage, scalar::from_uint(reflection.GetUInt64(message, &theirs))); break;
    case cpp_kind::double_: ops.set(storage, scalar::from_double(reflection.GetDouble(message, &theirs))); break;
    case cpp_kind::float_: ops.set(storage, scalar::from_double(reflection.GetFloat(message, &theirs))); break;
    case cpp_kind::bool_: ops.set(storage, scalar::from_bool(reflection.GetBool(message, &theirs))); break;
    case cpp_kind::enum_: ops.set(storage, scalar::from_int(reflection.GetEnumValue(message, &theirs))); break;
    case cpp_kind::string: *ops.mutable_string(storage) = reflection.GetString(message, &theirs); break;
    case cpp_kind::message:
      from_protobuf(reflection.GetMessage(message, &theirs), *field.message_type(), ops.mutable_message(storage));
      break;
  }
}

}  // namespace

std::unique_ptr<pb::Message> new_protobuf_message(std::string_view full_name) {
  // Naming one type of each generated file keeps the linker from dropping the file and so from
  // leaving its types out of the generated pool.
  static const bool linked = protos::TrainConfig::descriptor() && paddle::fleet::DistributedStrategy::descriptor() &&
                             ::kitchen_sink::AllTypes::descriptor();
  (void)linked;
  const pb::Descriptor* type = pb::DescriptorPool::generated_pool()->FindMessageTypeByName(std::string(full_name));
  if (type == nullptr)
    throw std::invalid_argument("conformance: no generated message type " + std::string(full_name));
  return std::unique_ptr<pb::Message>(pb::MessageFactory::generated_factory()->GetPrototype(type)->New());
}

void to_protobuf(const message_descriptor& descriptor, const void* ours, pb::Message& theirs) {
  const pb::Descriptor& type = matching_type(descriptor, theirs);
  const pb::Reflection& reflection = *theirs.GetReflection();
  theirs.Clear();
  for (const field_descriptor& field : descriptor) {
    const pb::FieldDescriptor& their_field = matching_field(descriptor, type, field);
    const void* storage = field.storage_in(ours);
    if (field.is_repeated()) {
      const std::size_t size = field.ops->size(storage);
      for (std::size_t i = 0; i < size; ++i) set_repeated(field, storage, i, theirs, reflection, their_field);
    } else if (field.ops->has(storage)) {
      set_singular(field, storage, theirs, reflection, their_field);
    }
  }
}

void from_protobuf(const pb::Message& theirs, const message_descriptor& descriptor, void* ours) {
  const pb::Descriptor& type = matching_type(descriptor, theirs);
  const pb::Reflection& reflection = *theirs.GetReflection();
  if (!reflection.GetUnknownFields(theirs).empty())
    throw std::invalid_argument("conformance: " + type.full_name() + " has unknown fields, which plainproto drops");
  descriptor.clear(ours);
  for (const field_descriptor& field : descriptor) {
    const pb::FieldDescriptor& their_field = matching_field(descriptor, type, field);
    void* storage = field.storage_in(ours);
    if (field.is_repeated()) {
      const int size = reflection.FieldSize(theirs, &their_field);
      for (int i = 0; i < size; ++i) add_from(field, storage, theirs, reflection, their_field, i);
    } else if (reflection.HasField(theirs, &their_field)) {
      set_from(field, storage, theirs, reflection, their_field);
    }
  }
}

// ---------------------------------------------------------------------------------------------------

namespace {

bool same_value(double a, double b) { return a == b ? std::signbit(a) == std::signbit(b) : (a != a && b != b); }

std::string format_double(double value) {
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}

std::string format_float(float value) {
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.9g", static_cast<double>(value));
  return buffer;
}

std::string format_scalar(const field_descriptor& field, scalar value) {
  switch (field.kind()) {
    case cpp_kind::int32:
    case cpp_kind::int64: return std::to_string(value.i);
    case cpp_kind::uint32:
    case cpp_kind::uint64: return std::to_string(value.u);
    case cpp_kind::double_: return format_double(value.d);
    case cpp_kind::float_: return format_float(static_cast<float>(value.d));
    case cpp_kind::bool_: return value.b ? "true" : "false";
    case cpp_kind::enum_: {
      const plainproto::enum_value_descriptor* named = field.enum_type()->find(static_cast<std::int32_t>(value.i));
      return (named ? std::string(named->name) : std::string("?")) + "(" + std::to_string(value.i) + ")";
    }
    case cpp_kind::string:
    case cpp_kind::message: break;
  }
  return "?";
}

// The set member of the oneof `field` belongs to, for a difference message.
std::string set_member(const message_descriptor& descriptor, const field_descriptor& field, const void* message) {
  const plainproto::oneof_descriptor& oneof = descriptor.oneofs[field.oneof_index];
  for (std::size_t i = oneof.first_field; i < oneof.first_field + oneof.field_count; ++i) {
    const field_descriptor& member = descriptor.fields[i];
    if (member.ops->has(member.storage_in(message))) return std::string(member.name);
  }
  return "(none)";
}

// Stricter than the fields' operator==: -0.0 differs from 0.0 (printers tell them apart); NaN still equals NaN.
bool same_scalar(const field_descriptor& field, scalar a, scalar b) {
  switch (field.kind()) {
    case cpp_kind::double_: return same_value(a.d, b.d);
    case cpp_kind::float_: return same_value(static_cast<float>(a.d), static_cast<float>(b.d));
    case cpp_kind::bool_: return a.b == b.b;
    case cpp_kind::uint32:
    case cpp_kind::uint64: return a.u == b.u;
    default: return a.i == b.i;
  }
}

std::string first_difference(const message_descriptor& descriptor, const void* a, const void* b,
                             const std::string& path);

// The difference inside element i of a repeated field, or inside a singular field (i == npos); empty if none.
std::string value_difference(const field_descriptor& field, const void* x, const void* y, std::size_t i,
                             const std::string& here) {
  const plainproto::storage_ops& ops = *field.ops;
  const bool element = i != std::string::npos;
  switch (field.kind()) {
    case cpp_kind::message:
      return first_difference(*field.message_type(), element ? ops.message_at(x, i) : ops.get_message(x),
                              element ? ops.message_at(y, i) : ops.get_message(y), here + ".");
    case cpp_kind::string: {
      const std::string_view text_x = element ? ops.string_at(x, i) : ops.get_string(x);
      const std::string_view text_y = element ? ops.string_at(y, i) : ops.get_string(y);
      if (text_x == text_y) return {};
      std::size_t at = 0;
      while (at < text_x.size() && at < text_y.size() && text_x[at] == text_y[at]) ++at;
      return here + ": " + quoted(text_x) + " vs " + quoted(text_y) + " (first difference at byte " +
             std::to_string(at) + ")";
    }
    default: {
      const scalar value_x = element ? ops.get_at(x, i) : ops.get(x);
      const scalar value_y = element ? ops.get_at(y, i) : ops.get(y);
      if (same_scalar(field, value_x, value_y)) return {};
      return here + ": " + format_scalar(field, value_x) + " vs " + format_scalar(field, value_y);
    }
  }
}

std::string first_difference(const message_descriptor& descriptor, const void* a, const void* b,
                             const std::string& path) {
  for (const field_descriptor& field : descriptor) {
    const void* x = field.storage_in(a);
    const void* y = field.storage_in(b);
    const std::string here = path + std::string(field.name);
    if (field.is_repeated()) {
      const std::size_t size_x = field.ops->size(x);
      const std::size_t size_y = field.ops->size(y);
      for (std::size_t i = 0; i < size_x && i < size_y; ++i) {
        std::string difference = value_difference(field, x, y, i, here + "[" + std::to_string(i) + "]");
        if (!difference.empty()) return difference;
      }
      if (size_x != size_y) return here + ": " + std::to_string(size_x) + " elements vs " + std::to_string(size_y);
      continue;
    }
    const bool has_x = field.ops->has(x);
    const bool has_y = field.ops->has(y);
    if (has_x != has_y) {
      const auto show = [&](const void* storage, bool has) {
        if (!has) return std::string("(unset)");
        if (field.kind() == cpp_kind::message) return std::string("{...}");
        if (field.kind() == cpp_kind::string) return quoted(field.ops->get_string(storage));
        return format_scalar(field, field.ops->get(storage));
      };
      std::string difference = here + ": " + show(x, has_x) + " vs " + show(y, has_y);
      if (field.in_oneof())
        difference += " (oneof " + std::string(field.oneof_name) + ": " + set_member(descriptor, field, a) + " vs " +
                      set_member(descriptor, field, b) + ")";
      return difference;
    }
    if (!has_x) continue;
    std::string difference = value_difference(field, x, y, std::string::npos, here);
    if (!difference.empty()) return difference;
  }
  return {};
}

}  // namespace

std::string describe_difference(const message_descriptor& descriptor, const void* a, const void* b) {
  return first_difference(descriptor, a, b, "");
}

std::string describe_difference(const pb::Message& expected, const pb::Message& actual) {
  pb::util::DefaultFieldComparator comparator;
  comparator.set_treat_nan_as_equal(true);
  pb::util::MessageDifferencer differencer;
  differencer.set_field_comparator(&comparator);
  std::string report;
  differencer.ReportDifferencesToString(&report);
  if (differencer.Compare(expected, actual)) return {};
  return report.empty() ? "messages differ" : report;
}

std::string quoted(std::string_view bytes, std::size_t limit) {
  static const char hex[] = "0123456789abcdef";
  std::string out = "\"";
  for (std::size_t i = 0; i < bytes.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(bytes[i]);
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      default:
        if (c < 0x20 || c >= 0x7f) {
          out += "\\x";
          out += hex[c >> 4];
          out += hex[c & 15];
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += "\"";
  if (bytes.size() > limit) out += "... (" + std::to_string(bytes.size()) + " bytes)";
  return out;
}

std::string describe_text_difference(std::string_view expected, std::string_view actual) {
  if (expected == actual) return {};
  std::size_t at = 0;
  while (at < expected.size() && at < actual.size() && expected[at] == actual[at]) ++at;
  const std::size_t line_start = expected.rfind('\n', at == 0 ? 0 : at - 1);
  const std::size_t begin = (line_start == std::string_view::npos || at == 0) ? 0 : line_start + 1;
  std::size_t line = 1;
  for (std::size_t i = 0; i < begin; ++i) line += expected[i] == '\n';
  const auto line_of = [begin](std::string_view text) {
    const std::size_t end = text.find('\n', begin);
    return text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
  };
  const std::size_t column = at - begin;
  // Long lines are shown from a little before the difference.
  const std::size_t skip = column > 60 ? column - 40 : 0;
  const std::string_view expected_line = line_of(expected).substr(skip);
  const std::string_view actual_line = line_of(actual).substr(std::min(skip, line_of(actual).size()));
  const std::string lead = skip ? "..." : "";
  const std::string caret_prefix = quoted(expected_line.substr(0, column - skip), 400);
  std::string out = "texts differ at line " + std::to_string(line) + ", column " + std::to_string(column + 1) +
                    " (byte " + std::to_string(at) + "; sizes " + std::to_string(expected.size()) + " vs " +
                    std::to_string(actual.size()) + ")\n";
  out += "  expected: " + lead + quoted(expected_line, 200) + "\n";
  out += "  actual:   " + lead + quoted(actual_line, 200) + "\n";
  out += "            " + std::string(lead.size() + caret_prefix.size() - 1, ' ') + "^\n";
  return out;
}

// ---------------------------------------------------------------------------------------------------

namespace {

std::string compare_default(const field_descriptor& field, const void* storage, const pb::FieldDescriptor& theirs) {
  if (field.is_repeated() || field.in_oneof() || field.kind() == cpp_kind::message) return {};
  if (field.ops->has_explicit_default(storage) != theirs.has_default_value())
    return std::string("explicit default ") + (theirs.has_default_value() ? "missing" : "not in the .proto");
  std::string ours;
  std::string generated;
  const scalar value = field.kind() == cpp_kind::string ? scalar{} : field.ops->get(storage);
  bool equal = false;
  switch (field.kind()) {
    case cpp_kind::int32: equal = value.i == theirs.default_value_int32(); generated = std::to_string(theirs.default_value_int32()); break;
    case cpp_kind::int64: equal = value.i == theirs.default_value_int64(); generated = std::to_string(theirs.default_value_int64()); break;
    case cpp_kind::uint32: equal = value.u == theirs.default_value_uint32(); generated = std::to_string(theirs.default_value_uint32()); break;
    case cpp_kind::uint64: equal = value.u == theirs.default_value_uint64(); generated = std::to_string(theirs.default_value_uint64()); break;
    case cpp_kind::double_: equal = same_value(value.d, theirs.default_value_double()); generated = format_double(theirs.default_value_double()); break;
    case cpp_kind::float_:
      equal = same_value(value.d, theirs.default_value_float());
      generated = format_float(theirs.default_value_float());
      break;
    case cpp_kind::bool_: equal = value.b == theirs.default_value_bool(); generated = theirs.default_value_bool() ? "true" : "false"; break;
    case cpp_kind::enum_:
      equal = value.i == theirs.default_value_enum()->number();
      generated = theirs.default_value_enum()->name();
      break;
    case cpp_kind::string:
      equal = field.ops->get_string(storage) == theirs.default_value_string();
      ours = quoted(field.ops->get_string(storage));
      generated = quoted(theirs.default_value_string());
      break;
    case cpp_kind::message: break;
  }
  if (equal) return {};
  if (ours.empty()) ours = format_scalar(field, value);
  return "default " + ours + " vs generated " + generated;
}

void enum_differences(const plainproto::enum_descriptor& ours, std::vector<std::string>& out) {
  const pb::EnumDescriptor* theirs = pb::DescriptorPool::generated_pool()->FindEnumTypeByName(std::string(ours.full_name));
  const std::string name(ours.full_name);
  if (theirs == nullptr) {
    out.push_back(name + ": no generated enum");
    return;
  }
  if (static_cast<std::size_t>(theirs->value_count()) != ours.value_count)
    out.push_back(name + ": " + std::to_string(ours.value_count) + " values vs generated " +
                  std::to_string(theirs->value_count()));
  for (std::size_t i = 0; i < ours.value_count && i < static_cast<std::size_t>(theirs->value_count()); ++i) {
    const pb::EnumValueDescriptor& value = *theirs->value(static_cast<int>(i));
    if (value.name() != ours.values[i].name || value.number() != ours.values[i].number)
      out.push_back(name + ": value " + std::to_string(i) + " is " + std::string(ours.values[i].name) + " = " +
                    std::to_string(ours.values[i].number) + " vs generated " + value.name() + " = " +
                    std::to_string(value.number()));
  }
}

}  // namespace

std::vector<std::string> schema_differences(const message_descriptor& root) {
  std::vector<std::string> out;
  std::set<std::string_view> enums_seen;
  for (const message_descriptor* descriptor : reachable_types(root)) {
    const std::string name(descriptor->full_name);
    const pb::Descriptor* type = pb::DescriptorPool::generated_pool()->FindMessageTypeByName(name);
    if (type == nullptr) {
      out.push_back(name + ": no generated message type");
      continue;
    }
    const void* defaults = descriptor->default_instance();
    for (const field_descriptor& field : *descriptor) {
      const pb::FieldDescriptor* theirs = type->FindFieldByNumber(field.number);
      std::string mismatch = field_mismatch(field, theirs);
      if (mismatch.empty()) mismatch = compare_default(field, field.storage_in(defaults), *theirs);
      if (!mismatch.empty()) out.push_back(field_name(*descriptor, field) + ": " + mismatch);
      if (field.type == field_type::enum_ && enums_seen.insert(field.enum_type()->full_name).second)
        enum_differences(*field.enum_type(), out);
    }
    for (int i = 0; i < type->field_count(); ++i)
      if (descriptor->find_field(type->field(i)->number()) == nullptr)
        out.push_back(name + "." + type->field(i)->name() + " (" + std::to_string(type->field(i)->number()) +
                      "): generated only");
    for (std::size_t i = 0; i < descriptor->oneof_count; ++i) {
      const plainproto::oneof_descriptor& oneof = descriptor->oneofs[i];
      const pb::OneofDescriptor* their_oneof = type->FindOneofByName(std::string(oneof.name));
      if (their_oneof == nullptr || static_cast<std::size_t>(their_oneof->field_count()) != oneof.field_count)
        out.push_back(name + ": oneof " + std::string(oneof.name) + " has " + std::to_string(oneof.field_count) +
                      " members, generated " + (their_oneof ? std::to_string(their_oneof->field_count()) : "none"));
    }
    if (static_cast<std::size_t>(type->oneof_decl_count()) != descriptor->oneof_count)
      out.push_back(name + ": " + std::to_string(descriptor->oneof_count) + " oneofs vs generated " +
                    std::to_string(type->oneof_decl_count()));
  }
  return out;
}

std::vector<const message_descriptor*> reachable_types(const message_descriptor& root) {
  std::vector<const message_descriptor*> found{&root};
  for (std::size_t next = 0; next < found.size(); ++next)
    for (const field_descriptor& field : *found[next])
      if (field.type == field_type::message) {
        const plainproto::field_descriptor& value = field.map ? field.message_type()->fields[1] : field;
        if (value.type != field_type::message) continue;
        const message_descriptor* sub = value.message_type();
        bool known = false;
        for (const message_descriptor* seen : found) known = known || seen == sub;
        if (!known) found.push_back(sub);
      }
  return found;
}

// ---------------------------------------------------------------------------------------------------

dynamic_message::dynamic_message(const message_descriptor& descriptor)
    : descriptor_(&descriptor), message_(descriptor.create()) {}

dynamic_message::dynamic_message(const dynamic_message& other)
    : descriptor_(other.descriptor_), message_(other.descriptor_->create()) {
  descriptor_->copy(message_, other.message_);
}

dynamic_message::dynamic_message(dynamic_message&& other) noexcept
    : descriptor_(other.descriptor_), message_(std::exchange(other.message_, nullptr)) {}

dynamic_message& dynamic_message::operator=(dynamic_message other) noexcept {
  std::swap(descriptor_, other.descriptor_);
  std::swap(message_, other.message_);
  return *this;
}

dynamic_message::~dynamic_message() {
  if (message_ != nullptr) descriptor_->destroy(message_);
}

bool operator==(const dynamic_message& a, const dynamic_message& b) {
  return a.descriptor_ == b.descriptor_ && plainproto::detail::messages_equal(*a.descriptor_, a.message_, b.message_);
}

std::vector<const message_descriptor*> top_level_types() {
  return {&plainproto::descriptor_of<plainproto::protos::TrainConfig>(),
          &plainproto::descriptor_of<plainproto::paddle::fleet::DistributedStrategy>(),
          &plainproto::descriptor_of<plainproto::paddle::fleet::DistributedJobInfo>(),
          &plainproto::descriptor_of<kitchen_sink::AllTypes>()};
}

}  // namespace conformance
