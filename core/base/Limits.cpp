#include "core/base/Limits.h"

#include "core/base/Error.h"

namespace gpuplan::limits {

void requireInRange(std::string_view where, double value, Range<double> range) {
    if (!range.contains(value))
        throw InputError(where, Message(MessageId::MustBeBetween, {range.min, range.max, value}), " ");
}

void requireInRange(std::string_view where, std::uint64_t value, Range<std::uint64_t> range) {
    if (!range.contains(value))
        throw InputError(where, Message(MessageId::MustBeBetween, {range.min, range.max, value}), " ");
}

} // namespace gpuplan::limits
