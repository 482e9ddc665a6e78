#pragma once

// The catalog's own words as a user reads them: an offer's kind ("on-demand"), a region
// ("Germany", "North America"), a price's condition ("used") and the guide's citation are
// data in English; the window, the report and the command line show them in their language
// (issue 37, item 11). A word the list does not know is shown as the catalog writes it.

#include "text/Format.h"
#include "text/QtString.h"

#include <QString>

#include <cstddef>
#include <string>

namespace gpuplan::text {

// `text` in `format`'s language when it is one of `words` (their translations under `context`),
// else as written: the lookup behind each kind of catalog word and name.
template <std::size_t N>
QString knownText(const char* const (&words)[N], const char* context, const std::string& text,
                  const Format& format) {
    for (const char* w : words)
        if (text == w)
            return format.translated(context, w);
    return qs(text);
}

QString offerKindText(const std::string& pricing, const Format& format);   // "on-demand" -> "à la demande"
QString regionText(const std::string& region, const Format& format);       // "Germany" -> "Allemagne"
QString conditionText(const std::string& condition, const Format& format); // "used" -> "d'occasion"
// An offer's label as core writes it ("Lambda gpu_1x_h100 on-demand": provider, instance,
// kind), its kind in the language.
QString offerLabelText(const std::string& label, const Format& format);
// A source or provider that names the guide ("the guide 'GPU pour l'IA : …' (French, undated;
// …), section on …", "(the guide)") with its English words in the language.
QString sourceText(const std::string& source, const Format& format);
// An exchange rate's source: the default catalog's note on its US-dollar estimate in the
// language, any other (a citation, the user's own) as written.
QString rateSourceText(const std::string& source, const Format& format);

} // namespace gpuplan::text
