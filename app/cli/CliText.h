#pragma once

// The command line writes its human output through app/text's translation (the
// same translation files as the desktop application): these are its words for it.

#include "text/Translate.h"

namespace gpuplan::cli {

using text::displayWidth;
using text::formatLocal;
using text::language;
using text::languageFromEnvironment;
using text::localizeNumber;
using text::LocalNumber;
using text::numberStyle;
using text::setLanguage;
using text::translate;

} // namespace gpuplan::cli
