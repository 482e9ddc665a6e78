#pragma once

// The strict reader of a scenario file's JSON objects, shared by the readers of its sections
// (ScenarioJsonRead.cpp). Private to core/scenario.
#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace gpuplan::scenario_json {

using nlohmann::json;

// Reads one JSON object strictly: every key must be known, every value of the
// right type and range; errors name the file and the JSON path.
class ObjectReader {
public:
    ObjectReader(const json& j, std::string path, std::string_view where)
        : j_(j), path_(std::move(path)), where_(where) {
        if (!j_.is_object())
            fail(path_.empty() ? "/" : path_, "must be a JSON object");
    }

    [[noreturn]] void fail(const std::string& path, const std::string& what) const {
        throw InputError(fmt::format("{}: {} {}", where_, path, what));
    }
    std::string at(const char* key) const { return path_ + "/" + key; }
    bool has(const char* key) const { return j_.contains(key) && !j_.at(key).is_null(); }
    bool contains(const char* key) const { return j_.contains(key); }

    void allow(std::initializer_list<const char*> keys) const {
        std::set<std::string> known(keys.begin(), keys.end());
        for (const auto& [key, value] : j_.items())
            if (!known.count(key))
                fail(path_ + "/" + key, "is not a known field");
    }

    void str(const char* key, std::string& out) const {
        if (!j_.contains(key))
            return;
        if (!j_.at(key).is_string())
            fail(at(key), fmt::format("must be a string, got {}", shortJson(j_.at(key))));
        out = j_.at(key).get<std::string>();
    }
    void boolean(const char* key, bool& out) const {
        if (!j_.contains(key))
            return;
        if (!j_.at(key).is_boolean())
            fail(at(key), fmt::format("must be true or false, got {}", shortJson(j_.at(key))));
        out = j_.at(key).get<bool>();
    }
    double number(const char* key, double fallback, double min, double max) const {
        if (!j_.contains(key))
            return fallback;
        const json& v = j_.at(key);
        if (!v.is_number())
            fail(at(key), fmt::format("must be a number, got {}", shortJson(v)));
        const double d = v.get<double>();
        if (!(d >= min))
            fail(at(key), fmt::format("must be >= {:g}, got {:g}", min, d));
        if (!(d <= max))
            fail(at(key), fmt::format("must be <= {:g}, got {:g}", max, d));
        return d;
    }
    template <typename T> void integer(const char* key, T& out, std::uint64_t min, std::uint64_t max) const {
        if (!j_.contains(key))
            return;
        const json& v = j_.at(key);
        if (v.is_number_integer() && v.get<std::int64_t>() < 0)
            fail(at(key), fmt::format("must be >= {}, got {}", min, shortJson(v)));
        if (!v.is_number_unsigned())
            fail(at(key), fmt::format("must be a whole number, got {}", shortJson(v)));
        const std::uint64_t n = v.get<std::uint64_t>();
        if (n < min)
            fail(at(key), fmt::format("must be >= {}, got {}", min, n));
        if (n > max)
            fail(at(key), fmt::format("must be <= {}, got {}", max, n));
        out = static_cast<T>(n);
    }
    double number(const char* key, double fallback, limits::Range<double> range) const {
        return number(key, fallback, range.min, range.max);
    }
    template <typename T> void integer(const char* key, T& out, limits::Range<std::uint64_t> range) const {
        integer(key, out, range.min, range.max);
    }
    void optNumber(const char* key, std::optional<double>& out, limits::Range<double> range) const {
        optNumber(key, out, range.min, range.max);
    }
    void optNumber(const char* key, std::optional<double>& out, double min, double max) const {
        if (!j_.contains(key))
            return;
        if (j_.at(key).is_null()) {
            out.reset();
            return;
        }
        out = number(key, 0.0, min, max);
    }
    template <typename E>
    void enumeration(const char* key, E& out, const std::function<E(std::string_view)>& parse) const {
        if (!j_.contains(key))
            return;
        std::string s;
        str(key, s);
        try {
            out = parse(s);
        } catch (const InputError& e) {
            fail(at(key), e.what());
        }
    }
    ObjectReader child(const char* key) const { return ObjectReader(j_.at(key), at(key), where_); }
    const json& raw(const char* key) const { return j_.at(key); }
    // The key is there with a null value.
    bool raw_or_null(const char* key) const { return j_.contains(key) && j_.at(key).is_null(); }

private:
    const json& j_;
    std::string path_;
    std::string_view where_;
};

} // namespace gpuplan::scenario_json
