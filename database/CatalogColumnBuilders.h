#pragma once

// Internal to gpuplan_database: the checks and the column builders the catalog's table
// descriptions are made of (CatalogTables.cpp, CatalogRunTable.cpp). Not included outside
// database/.

#include "database/CatalogTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace gpuplan::tables::build {

// ---- checks -----------------------------------------------------------------

inline const std::string kOk;

inline bool isNull(const Value& v) {
    return std::holds_alternative<std::monostate>(v);
}

inline std::optional<double> number(const Value& v) {
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return static_cast<double>(*i);
    if (const auto* d = std::get_if<double>(&v))
        return *d;
    return std::nullopt;
}

inline const std::string& text(const Value& v) {
    static const std::string empty;
    const auto* s = std::get_if<std::string>(&v);
    return s ? *s : empty;
}

inline Check all(std::vector<Check> checks) {
    return [checks = std::move(checks)](const Value& v) -> std::string {
        for (const auto& c : checks)
            if (c) {
                auto p = c(v);
                if (!p.empty())
                    return p;
            }
        return kOk;
    };
}

inline Check required() {
    return [](const Value& v) -> std::string {
        if (isNull(v) || (std::holds_alternative<std::string>(v) && text(v).empty()))
            return "must not be empty";
        return kOk;
    };
}

inline Check positive() {
    return [](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk; // nullable columns; `required` catches the others
        if (!n || !(*n > 0) || !std::isfinite(*n))
            return "must be positive";
        return kOk;
    };
}

// Positive, finite and at most `max` (core/base/Limits.h): a price of 1e308 would make costs infinite.
inline Check positiveAtMost(double max) {
    return [max](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk;
        if (!n || !(*n > 0) || !std::isfinite(*n))
            return "must be positive";
        if (!(*n <= max))
            return fmt::format("must be at most {}", max);
        return kOk;
    };
}

// Zero or more, finite and at most `max`: a price of nothing is a price (a free tier).
inline Check nonNegativeAtMost(double max) {
    return [max](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk;
        if (!n || !std::isfinite(*n))
            return "must be a number";
        if (*n < 0)
            return "must not be negative";
        if (!(*n <= max))
            return fmt::format("must be at most {}", max);
        return kOk;
    };
}

inline Check range(double lo, double hi) {
    return [lo, hi](const Value& v) -> std::string {
        const auto n = number(v);
        if (isNull(v))
            return kOk;
        if (!n || *n < lo || *n > hi || !std::isfinite(*n))
            return fmt::format("must be between {} and {}", lo, hi);
        return kOk;
    };
}

inline Check oneOf(std::vector<std::string> allowed, bool allow_empty = false) {
    return [allowed = std::move(allowed), allow_empty](const Value& v) -> std::string {
        const std::string& s = text(v);
        if ((isNull(v) || s.empty()) && allow_empty)
            return kOk;
        for (const auto& a : allowed)
            if (s == a)
                return kOk;
        return fmt::format("must be one of {}", fmt::join(allowed, ", "));
    };
}

inline Check slug() {
    return [](const Value& v) -> std::string {
        const std::string& s = text(v);
        if (s.empty())
            return "must not be empty";
        for (char c : s)
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-'))
                return "must use only lower-case letters, digits, '.', '_' and '-'";
        return kOk;
    };
}

inline bool validDate(const std::string& s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (s[i] < '0' || s[i] > '9')
            return false;
    const int y = std::stoi(s.substr(0, 4));
    const unsigned m = static_cast<unsigned>(std::stoi(s.substr(5, 2)));
    const unsigned d = static_cast<unsigned>(std::stoi(s.substr(8, 2)));
    return std::chrono::year_month_day{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}}.ok();
}

// A date YYYY-MM-DD, not after today; empty allowed unless `needed`.
inline Check date(bool needed) {
    return [needed](const Value& v) -> std::string {
        const std::string& s = text(v);
        if (s.empty())
            return needed ? "must not be empty (a date YYYY-MM-DD)" : kOk;
        if (!validDate(s))
            return "must be a date YYYY-MM-DD";
        const std::string now = today();
        if (s > now)
            return fmt::format("must not be in the future (today is {})", now);
        return kOk;
    };
}

inline Check currencyCode() {
    return [](const Value& v) -> std::string {
        const std::string& s = text(v);
        if (s.size() != 3 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            return "must be a three-letter ISO 4217 code in capitals (EUR, USD)";
        return kOk;
    };
}

// ---- columns from members ---------------------------------------------------

template <typename M> constexpr Kind kindOf() {
    if constexpr (std::is_same_v<M, std::string>)
        return Kind::Text;
    else if constexpr (std::is_same_v<M, bool>)
        return Kind::Bool;
    else if constexpr (std::is_same_v<M, double> || std::is_same_v<M, std::optional<double>>)
        return Kind::Real;
    else
        return Kind::Int;
}

template <typename M> Value toValue(const M& m) {
    if constexpr (std::is_same_v<M, std::string>)
        return m;
    else if constexpr (std::is_same_v<M, bool>)
        return m;
    else if constexpr (std::is_same_v<M, double>)
        return m;
    else if constexpr (std::is_integral_v<M>)
        return static_cast<std::int64_t>(m);
    else { // std::optional<X>
        if (!m)
            return std::monostate{};
        return toValue(*m);
    }
}

template <typename M> void fromValue(M& m, const Value& v) {
    if constexpr (std::is_same_v<M, std::string>) {
        if (const auto* s = std::get_if<std::string>(&v))
            m.assign(*s);
        else
            m.clear();
    } else if constexpr (std::is_same_v<M, bool>) {
        const auto* b = std::get_if<bool>(&v);
        m = b && *b;
    } else if constexpr (std::is_same_v<M, double>) {
        m = number(v).value_or(0.0);
    } else if constexpr (std::is_integral_v<M>) {
        const auto* i = std::get_if<std::int64_t>(&v);
        m = i ? static_cast<M>(*i) : M{};
    } else {
        if (isNull(v)) {
            m.reset();
        } else {
            typename M::value_type x{};
            fromValue(x, v);
            m = x;
        }
    }
}

template <typename M> constexpr bool isOptional = false;
template <typename X> constexpr bool isOptional<std::optional<X>> = true;

template <typename M> Check typeRange() {
    if constexpr (std::is_same_v<M, std::uint32_t> || std::is_same_v<M, std::optional<std::uint32_t>>)
        return range(0, 4294967295.0);
    else if constexpr (std::is_same_v<M, std::optional<int>>)
        return range(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    else if constexpr (std::is_same_v<M, std::uint64_t>)
        return range(0, 1.8e19);
    else
        return {};
}

// The range of whole numbers a member of type M holds (none for other types).
template <typename M> constexpr std::pair<double, double> wholeRange() {
    if constexpr (isOptional<M>)
        return wholeRange<typename M::value_type>();
    else if constexpr (std::is_integral_v<M> && !std::is_same_v<M, bool>)
        return {static_cast<double>(std::numeric_limits<M>::min()),
                static_cast<double>(std::numeric_limits<M>::max())};
    else
        return {0, 0};
}

// A column over what `access` returns of a row (a member, or a member of a member).
template <typename T, typename M, typename Access>
Column<T> columnOver(std::string name, Access access, Check check, bool nullable) {
    Column<T> c;
    c.name = std::move(name);
    c.kind = kindOf<M>();
    c.nullable = nullable;
    c.get = [access](const T& t) { return toValue(access(t)); };
    c.set = [access](T& t, const Value& v) { fromValue(access(t), v); };
    c.check = all({typeRange<M>(), std::move(check)});
    std::tie(c.lowest, c.highest) = wholeRange<M>();
    return c;
}

template <typename T, typename M>
Column<T> col(std::string name, M T::*member, Check check = {}, bool nullable_text = false) {
    return columnOver<T, M>(
        std::move(name), [member](auto& t) -> auto& { return t.*member; }, std::move(check),
        isOptional<M> || nullable_text);
}

// A member of a member (CatalogModel::spec.layers).
template <typename T, typename S, typename M>
Column<T> col(std::string name, S T::*outer, M S::*member, Check check = {}) {
    const auto access = [=](auto& t) -> auto& {
        return (t.*outer).*member;
    };
    return columnOver<T, M>(std::move(name), access, std::move(check), isOptional<M>);
}

// A number column stored in `unit` ("bytes", "FLOP/s").
template <typename T> Column<T> in(std::string unit, Column<T> c) {
    c.unit = std::move(unit);
    return c;
}

// A column that takes one of `allowed` (or nothing, when `allow_empty`).
template <typename T>
Column<T> choice(Column<T> c, const std::vector<std::string>& allowed, bool allow_empty = false) {
    c.check = all({std::move(c.check), oneOf(allowed, allow_empty)});
    if (allow_empty)
        c.allowed.push_back("");
    c.allowed.insert(c.allowed.end(), allowed.begin(), allowed.end());
    return c;
}

template <typename T> Column<T> hexCol(std::string name, std::optional<std::uint32_t> T::*member) {
    Column<T> c = col(std::move(name), member, range(0, 65535));
    c.kind = Kind::Hex16;
    return c;
}

} // namespace gpuplan::tables::build
