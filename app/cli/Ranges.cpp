#include "cli/Ranges.h"

#include "cli/CliText.h"

#include "core/base/Error.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>

namespace gpuplan::cli {

namespace {

// `check_min`: whole-number flags leave values below the minimum (0, -4) to the
// command's own check, which says "must be a positive whole number".
CLI::Validator between(double min, double max, bool check_min) {
    return CLI::Validator(
        [min, max, check_min](std::string& text) -> std::string {
            double v = 0.0;
            const char* begin = text.data() + (text.starts_with('+') ? 1 : 0);
            const char* end = text.data() + text.size();
            const auto [ptr, ec] = std::from_chars(begin, end, v);
            // Beyond a double (1e400) is out of range too; inf and nan are in no range.
            const bool number = ec == std::errc() && ptr == end;
            const bool out = ec == std::errc::result_out_of_range ||
                             (number && !(v <= max && (v >= min || (!check_min && v < min))));
            if (out)
                return formatLocal(translate("Cli", "must be between {} and {}, got {}"), min, max, text);
            return {}; // not a number at all: CLI11's conversion says so
        },
        fmt::format("[{}, {}]", min, max));
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Whether `t` is [+-]digits[.digits][e[+-]digits] (`whole`: [+-]digits), digits on one side of
// the point at least.
bool decimalSyntax(std::string_view t, bool whole) {
    std::size_t i = t.starts_with('+') || t.starts_with('-') ? 1 : 0;
    const std::size_t int_start = i;
    while (i < t.size() && isDigit(t[i]))
        ++i;
    std::size_t digits = i - int_start;
    if (whole)
        return digits > 0 && i == t.size();
    if (i < t.size() && t[i] == '.') {
        const std::size_t frac_start = ++i;
        while (i < t.size() && isDigit(t[i]))
            ++i;
        digits += i - frac_start;
    }
    if (digits == 0)
        return false;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            ++i;
        const std::size_t exp_start = i;
        while (i < t.size() && isDigit(t[i]))
            ++i;
        if (i == exp_start)
            return false;
    }
    return i == t.size();
}

CLI::Validator decimalNumber(bool whole, bool non_negative) {
    return CLI::Validator(
        [whole, non_negative](std::string& text) -> std::string {
            if (non_negative && text.starts_with('-')) // strtoull would wrap -1 around
                return formatLocal(translate("Cli", "must not be negative, got '{}'"), text);
            if (!decimalSyntax(text, whole))
                return whole ? formatLocal(translate("Cli", "must be a whole decimal number, got '{}'"), text)
                             : formatLocal(translate("Cli", "must be a decimal number, got '{}'"), text);
            double v = 0.0;
            const char* begin = text.data() + (text.starts_with('+') ? 1 : 0);
            if (std::from_chars(begin, text.data() + text.size(), v).ec != std::errc())
                return formatLocal(
                    translate("Cli", "is beyond the numbers GPU Planner computes with, got '{}'"), text);
            return {};
        },
        "");
}

// Before any other check (CLI11 runs a transform first, on the text it then converts): strtoll
// would read a leading zero as octal, 010 as eight. It is ten.
CLI::Validator withoutLeadingZeros() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            const std::size_t sign = text.starts_with('+') || text.starts_with('-') ? 1 : 0;
            const std::string_view digits = std::string_view(text).substr(sign);
            if (digits.size() > 1 && std::all_of(digits.begin(), digits.end(), isDigit))
                text.erase(sign, std::min(digits.find_first_not_of('0'), digits.size() - 1));
            return {};
        },
        "");
}

void addDecimalChecks(CLI::App& app) {
    for (CLI::Option* option : app.get_options()) {
        // "INT", or "INT:[1, 1000000]" with a range's description
        std::string type = option->get_type_name();
        type = type.substr(0, type.find(':'));
        if (type == "INT" || type == "UINT")
            option->transform(withoutLeadingZeros());
        if (type == "INT" || type == "UINT" || type == "FLOAT")
            option->check(decimalNumber(type != "FLOAT", type == "UINT"));
    }
    for (CLI::App* sub : app.get_subcommands({}))
        addDecimalChecks(*sub);
}

} // namespace

void requireDecimalNumbers(CLI::App& app) {
    addDecimalChecks(app);
}

CLI::Validator within(limits::Range<double> range) {
    return between(range.min, range.max, true);
}

CLI::Validator within(limits::Range<std::uint64_t> range) {
    return between(static_cast<double>(range.min), static_cast<double>(range.max), false);
}

std::uint64_t positiveOption(std::int64_t v, const char* what) {
    if (v <= 0)
        throw InputError(
            formatLocal(translate("Plan", "{} must be a positive whole number, got {}"), what, v));
    return static_cast<std::uint64_t>(v);
}

} // namespace gpuplan::cli
