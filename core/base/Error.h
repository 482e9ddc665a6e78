#pragma once

#include "core/base/Message.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gpuplan {

// An error caused by what the user supplied (a file, a flag, a field). The
// message names what is wrong and where, so that the user can act on it.
// The CLI maps it to exit code 2.
//
// Errors a user meets while editing a scenario carry a Message too: what() is
// "where: English sentence" (files, logs, --json); message() is the sentence
// alone, for the app to translate and show beside the field it concerns.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
    // what(): where + separator + the English sentence ("scenario: /usage/pue must be >= 1, got 0.5").
    InputError(std::string_view where, Message message, std::string_view separator = ": ")
        : std::runtime_error(where.empty() ? message.english()
                                           : std::string(where).append(separator).append(message.english())),
          message_(std::make_shared<const Message>(std::move(message))) {}

    // The sentence without its place, when the error has one (nullptr otherwise).
    const Message* message() const noexcept { return message_.get(); }

private:
    std::shared_ptr<const Message> message_; // shared: exceptions copy without throwing
};

} // namespace gpuplan
