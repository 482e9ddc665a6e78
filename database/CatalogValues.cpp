// The cells of the catalog's columns: their text form (CSV cells), their JSON
// form (catalog.json) and how a message shows them; today's date for checks.
#include "database/CatalogTables.h"

#include "core/base/BoundedRead.h"
#include "core/base/InertText.h"
#include "core/base/Limits.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cmath>
#include <limits>
#include <string>

namespace gpuplan::tables {

namespace {

bool isNull(const Value& v) {
    return std::holds_alternative<std::monostate>(v);
}

const std::string& text(const Value& v) {
    static const std::string empty;
    const auto* s = std::get_if<std::string>(&v);
    return s ? *s : empty;
}

std::string formatReal(double d) {
    return fmt::format("{}", d);
}

// The first problem of a string of `j` (its keys too), with where it is: field "model_type" holds ...
std::string jsonStringProblem(const nlohmann::json& j, const std::string& at) {
    if (j.is_string()) {
        const std::string p = gpuplan::textProblem(j.get_ref<const std::string&>());
        return p.empty() ? p : fmt::format("{} {}", at.empty() ? "a string" : "field \"" + at + "\"", p);
    }
    if (j.is_object()) {
        for (const auto& [key, value] : j.items()) {
            if (const std::string p = gpuplan::textProblem(key); !p.empty())
                return fmt::format("a field name {}", p);
            if (std::string p = jsonStringProblem(value, key); !p.empty())
                return p;
        }
    } else if (j.is_array()) {
        for (const auto& value : j)
            if (std::string p = jsonStringProblem(value, at); !p.empty())
                return p;
    }
    return {};
}

} // namespace

std::string textProblem(const Value& v, Kind kind) {
    const auto* s = std::get_if<std::string>(&v);
    if (!s || s->empty())
        return {};
    if (kind == Kind::Text)
        return gpuplan::textProblem(*s);
    if (kind != Kind::Json)
        return {};
    if (jsonNestingDepth(*s, limits::kMaxJsonDepth + 1) > limits::kMaxJsonDepth)
        return {}; // fromText refuses it
    const nlohmann::json j = nlohmann::json::parse(*s, nullptr, false);
    if (j.is_discarded())
        return gpuplan::textProblem(*s).empty() ? std::string() : "is not valid UTF-8 JSON text";
    return jsonStringProblem(j, "");
}

std::string today() {
    const auto now = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{now};
    return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                       static_cast<unsigned>(ymd.day()));
}

std::string describe(const Value& v) {
    if (isNull(v))
        return "nothing";
    if (const auto* s = std::get_if<std::string>(&v))
        return s->empty() ? "nothing" : fmt::format("'{}'", inertText(*s));
    if (const auto* b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return fmt::format("{}", *i);
    return formatReal(std::get<double>(v));
}

std::string toText(const Value& v, Kind kind) {
    if (isNull(v))
        return {};
    switch (kind) {
    case Kind::Hex16:
        if (const auto* i = std::get_if<std::int64_t>(&v))
            return fmt::format("0x{:04x}", *i);
        break;
    case Kind::Bool:
        if (const auto* b = std::get_if<bool>(&v))
            return *b ? "true" : "false";
        break;
    default:
        break;
    }
    if (const auto* s = std::get_if<std::string>(&v))
        return *s;
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return fmt::format("{}", *i);
    if (const auto* d = std::get_if<double>(&v))
        return formatReal(*d);
    if (const auto* b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    return {};
}

Value fromText(std::string_view t, Kind kind, bool nullable, std::string& problem) {
    if (t.empty()) {
        if (nullable)
            return std::monostate{};
        if (kind == Kind::Text || kind == Kind::Json)
            return std::string();
        return std::monostate{}; // a missing number: `required`-style checks report it
    }
    switch (kind) {
    case Kind::Text:
        return std::string(t);
    case Kind::Json: {
        if (jsonNestingDepth(t, limits::kMaxJsonDepth + 1) > limits::kMaxJsonDepth) {
            problem = fmt::format("must not nest lists and objects more than {} levels deep",
                                  limits::kMaxJsonDepth);
            return std::string();
        }
        if (!nlohmann::json::accept(t)) {
            problem = "must be valid JSON";
            return std::string(t);
        }
        return std::string(t);
    }
    case Kind::Bool:
        if (t == "true" || t == "1" || t == "yes")
            return true;
        if (t == "false" || t == "0" || t == "no")
            return false;
        problem = "must be true or false";
        return std::monostate{};
    case Kind::Int:
    case Kind::Hex16: {
        std::int64_t v = 0;
        int base = 10;
        std::string_view digits = t;
        if (kind == Kind::Hex16 && (t.substr(0, 2) == "0x" || t.substr(0, 2) == "0X")) {
            base = 16;
            digits = t.substr(2);
        }
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
        if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty()) {
            problem = kind == Kind::Hex16 ? "must be a hexadecimal id like 0x2684" : "must be a whole number";
            return std::monostate{};
        }
        return v;
    }
    case Kind::Real: {
        double v = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v)) {
            problem = "must be a number";
            return std::monostate{};
        }
        return v;
    }
    }
    return std::monostate{};
}

nlohmann::json toJsonValue(const Value& v, Kind kind) {
    if (isNull(v))
        return nullptr;
    if (kind == Kind::Hex16)
        return toText(v, kind);
    if (kind == Kind::Json) {
        const std::string& s = text(v);
        if (s.empty())
            return nullptr;
        return parseBoundedJsonOrDiscarded(s, limits::kMaxCatalogImportBytes);
    }
    if (const auto* s = std::get_if<std::string>(&v))
        return *s;
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return *i;
    if (const auto* d = std::get_if<double>(&v))
        return *d;
    return std::get<bool>(v);
}

Value fromJsonValue(const nlohmann::json& j, Kind kind, bool nullable, std::string& problem) {
    if (j.is_null())
        return (kind == Kind::Text && !nullable) ? Value(std::string()) : Value(std::monostate{});
    switch (kind) {
    case Kind::Text:
        if (j.is_string())
            return j.get<std::string>();
        problem = "must be a string";
        return std::monostate{};
    case Kind::Json:
        if (j.is_object())
            return j.dump();
        problem = "must be a JSON object";
        return std::monostate{};
    case Kind::Bool:
        if (j.is_boolean())
            return j.get<bool>();
        problem = "must be true or false";
        return std::monostate{};
    case Kind::Hex16:
        if (j.is_string())
            return fromText(j.get<std::string>(), kind, nullable, problem);
        [[fallthrough]];
    case Kind::Int:
        if (j.is_number_integer())
            return j.get<std::int64_t>();
        problem = "must be a whole number";
        return std::monostate{};
    case Kind::Real:
        if (j.is_number())
            return j.get<double>();
        problem = "must be a number";
        return std::monostate{};
    }
    return std::monostate{};
}

} // namespace gpuplan::tables
