#pragma once

// A message read back from its English text: a file that keeps a message as the sentence it said
// (a probe report in a scenario) gets back the message, and so its translation.

#include "core/base/Message.h"

#include <string_view>

namespace gpuplan {

// The message whose English text is `text` exactly: its id, and its arguments (numbers where the
// placeholder wrote a number, other messages where an argument is one). A text no pattern gives
// back, or only the catch-all "{}", is kept as it is (MessageId::Verbatim): nothing is lost,
// only left untranslated. An empty text gives the empty message.
Message messageFromEnglish(std::string_view text);

} // namespace gpuplan
