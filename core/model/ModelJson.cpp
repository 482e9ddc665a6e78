#include "core/model/ModelJson.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/model/ModelSpecFields.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace gpuplan {

using nlohmann::json;

json toJson(const ModelSpec& m) {
    json j = json::object();
    for (const auto& field : kModelSpecFields)
        std::visit(
            [&](auto member) {
                using M = std::remove_cvref_t<decltype(m.*member)>;
                if constexpr (std::is_enum_v<M>)
                    j[std::string(field.name)] = choiceName(m.*member);
                else
                    j[std::string(field.name)] = m.*member;
            },
            field.member);
    return j;
}

namespace {

template <typename T> void read(const json& j, const char* key, T& out, std::string_view where) {
    if (!j.contains(key))
        return; // keep the default
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // get<T>() would wrap a negative or too large number around: refuse it instead.
        const json& v = j.at(key);
        constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
        bool ok = true;
        if (v.is_number_unsigned())
            ok = v.get<std::uint64_t>() <= kMax;
        else if (v.is_number_integer())
            ok = v.get<std::int64_t>() >= 0 && static_cast<std::uint64_t>(v.get<std::int64_t>()) <= kMax;
        else if (v.is_number_float()) // 4096.0: a whole number written as a decimal
            ok = v.get<double>() >= 0.0 && v.get<double>() <= static_cast<double>(kMax) &&
                 std::floor(v.get<double>()) == v.get<double>();
        if (v.is_number() && !ok)
            throw InputError(fmt::format("{}: field '{}' must be a whole number between 0 and {}, got {}",
                                         where, key, kMax, v.dump()));
    }
    try {
        out = j.at(key).get<T>();
    } catch (const json::exception&) {
        throw InputError(
            fmt::format("{}: field '{}' has the wrong type ({})", where, key, shortJson(j.at(key))));
    }
}

// A choice (ffn, norm) read by its name; absent: the ModelSpec default.
template <typename E> void readChoice(const json& j, const char* key, E& out, std::string_view where) {
    std::string name(choiceName(out));
    read(j, key, name, where);
    const auto value = choiceNamed<E>(name);
    if (!value) {
        std::vector<std::string_view> names;
        for (const auto& c : choiceNames(out))
            names.push_back(c.name);
        throw InputError(
            fmt::format("{}: field '{}' must be {}, got '{}'", where, key, fmt::join(names, " or "), name));
    }
    out = *value;
}

} // namespace

ModelSpec modelSpecFromJson(const json& j, std::string_view where) {
    if (!j.is_object())
        throw InputError(fmt::format("{}: a model must be a JSON object", where));
    for (const auto& item : j.items()) {
        const std::string& key = item.key();
        if (std::none_of(kModelSpecFields.begin(), kModelSpecFields.end(),
                         [&key](const ModelSpecField& f) { return f.name == key; }))
            throw InputError(fmt::format("{}: unknown model field '{}'", where, key));
    }
    ModelSpec m;
    for (const auto& field : kModelSpecFields) {
        const std::string key(field.name);
        std::visit(
            [&](auto member) {
                if constexpr (std::is_enum_v<std::remove_cvref_t<decltype(m.*member)>>)
                    readChoice(j, key.c_str(), m.*member, where);
                else
                    read(j, key.c_str(), m.*member, where);
            },
            field.member);
    }
    if (m.head_dim == 0 && m.heads > 0)
        m.head_dim = m.hidden / m.heads;
    if (m.kv_heads == 0)
        m.kv_heads = m.heads;
    try {
        m.validate();
    } catch (const InputError& e) {
        throw InputError(fmt::format("{}: {}", where, e.what()));
    }
    m.prepare();
    return m;
}

json toJson(const ParamCounts& p) {
    return json{{"total", p.total},         {"embedding", p.embedding}, {"lm_head", p.lm_head},
                {"per_layer", p.per_layer}, {"norms", p.norms},         {"active", p.active}};
}

} // namespace gpuplan
