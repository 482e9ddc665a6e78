#pragma once

// Redoes the arithmetic an explanation shows (issue 37: "11.42 EUR (450 W x 84 % x 100 h at 0.25)"
// gave 9.45). An explanation is a chain "A × B × C = D × E = F": every term is read as the
// number it shows, words and units dropped, "×" and "÷" multiply and divide, "+" adds, "%"
// divides by 100, brackets group. Each link of the chain must give the figure written after
// its "=" (to the precision that figure is written with). English number style: "1,234.5".
// Energy is counted in watt-hours: "45.68 kWh" is 45,680 and "€0.25/kWh" 0.00025 a Wh.

#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::test {

struct ArithmeticToken {
    enum class Kind { Number, Op } kind;
    double value = 0;
    std::string op;       // "×", "÷", "+", "(", ")", "%"
    double half_unit = 0; // half the last digit written: "0.85" is 0.85 ± 0.005
};

// The numbers and operators of `text`, in order; everything else is dropped.
inline std::vector<ArithmeticToken> arithmeticTokens(std::string_view text) {
    std::vector<ArithmeticToken> out;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            std::string digits;
            while (i < text.size() &&
                   ((text[i] >= '0' && text[i] <= '9') || text[i] == '.' ||
                    (text[i] == ',' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9'))) {
                if (text[i] != ',')
                    digits += text[i];
                ++i;
            }
            if (!digits.empty() && digits.back() == '.') // a full stop ending a sentence
                digits.pop_back();
            double value = std::stod(digits);
            const std::size_t point = digits.find('.');
            double half_unit = 0.5 * std::pow(10.0, point == std::string::npos
                                                        ? 0.0
                                                        : -static_cast<double>(digits.size() - point - 1));
            // The unit up to the next number or operator: kilowatt-hours are counted in
            // watt-hours, so that "W × h = kWh" and "kWh × €/kWh" both add up.
            std::size_t end = i;
            while (end < text.size() && !(text[end] >= '0' && text[end] <= '9') &&
                   text.substr(end, 2) != "×" && text[end] != '(' && text[end] != ')' && text[end] != '+' &&
                   text.substr(end, 3) != " = ")
                ++end;
            const std::string_view unit = text.substr(i, end - i);
            const double scale = unit.find("/kWh") != std::string_view::npos  ? 1e-3
                                 : unit.find("kWh") != std::string_view::npos ? 1e3
                                                                              : 1.0;
            out.push_back({ArithmeticToken::Kind::Number, value * scale, {}, half_unit * scale});
            continue;
        }
        for (std::string_view op : {"×", "÷", "+", "(", ")", "%"}) {
            if (text.substr(i, op.size()) == op) {
                out.push_back({ArithmeticToken::Kind::Op, 0, std::string(op)});
                i += op.size() - 1;
                break;
            }
        }
        ++i;
    }
    return out;
}

// The value of a chain link's tokens: products and quotients of (bracketed) sums; nullopt when
// they do not form one expression.
inline std::optional<double> evaluateArithmetic(const std::vector<ArithmeticToken>& t) {
    std::size_t at = 0;
    struct Parser {
        const std::vector<ArithmeticToken>& t;
        std::size_t& at;
        bool op(const char* o) const {
            return at < t.size() && t[at].kind == ArithmeticToken::Kind::Op && t[at].op == o;
        }
        std::optional<double> factor() const {
            std::optional<double> v;
            if (op("(")) {
                ++at;
                v = sum();
                if (!v || !op(")"))
                    return {};
                ++at;
            } else if (at < t.size() && t[at].kind == ArithmeticToken::Kind::Number) {
                v = t[at++].value;
            } else {
                return {};
            }
            while (op("%")) {
                ++at;
                *v /= 100.0;
            }
            return v;
        }
        std::optional<double> product() const {
            std::optional<double> v = factor();
            while (v && (op("×") || op("÷"))) {
                const bool times = op("×");
                ++at;
                const std::optional<double> rhs = factor();
                if (!rhs)
                    return {};
                v = times ? *v * *rhs : *v / *rhs;
            }
            return v;
        }
        std::optional<double> sum() const {
            std::optional<double> v = product();
            while (v && op("+")) {
                ++at;
                const std::optional<double> rhs = product();
                if (!rhs)
                    return {};
                v = *v + *rhs;
            }
            return v;
        }
    };
    const std::optional<double> v = Parser{t, at}.sum();
    return at == t.size() ? v : std::nullopt;
}

// How far the chain of `text` is from adding up: for each "=" the gap between the value of the
// link before it (started from the figure the previous "=" wrote) and the figure written after
// it. Returns the links that are off by more than `tolerance` of that figure plus half its last
// digit, as text, empty when everything adds up; "not a chain" when there is no "=" or a link
// cannot be read.
inline std::vector<std::string> arithmeticErrors(std::string_view text, double tolerance = 0.005) {
    std::vector<std::string_view> links;
    for (std::size_t from = 0;;) {
        const std::size_t eq = text.find(" = ", from);
        links.push_back(text.substr(from, eq == std::string_view::npos ? text.npos : eq - from));
        if (eq == std::string_view::npos)
            break;
        from = eq + 3;
    }
    if (links.size() < 2)
        return {"not a chain: " + std::string(text)};
    std::vector<std::string> errors;
    for (std::size_t i = 0; i + 1 < links.size(); ++i) {
        const std::optional<double> value = evaluateArithmetic(arithmeticTokens(links[i]));
        const std::vector<ArithmeticToken> next = arithmeticTokens(links[i + 1]);
        if (!value || next.empty() || next.front().kind != ArithmeticToken::Kind::Number) {
            errors.push_back("cannot read: " + std::string(links[i]) + " = " + std::string(links[i + 1]));
            continue;
        }
        const double written = next.front().value;
        if (std::abs(*value - written) > tolerance * std::abs(written) + next.front().half_unit)
            errors.push_back(std::string(links[i]) + " gives " + std::to_string(*value) + ", not " +
                             std::to_string(written));
    }
    return errors;
}

} // namespace gpuplan::test
