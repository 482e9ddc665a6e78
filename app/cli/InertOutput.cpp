#include "cli/InertOutput.h"

#include "core/base/InertText.h"

namespace gpuplan::cli {

namespace {

constexpr std::size_t kChunk = 4096; // single characters: written on at a line break or this many

// Where the last, possibly incomplete, UTF-8 sequence of `s` starts: s.size() when it is complete.
std::size_t incompleteTail(const std::string& s) {
    const std::size_t n = s.size();
    for (std::size_t back = 1; back <= 3 && back <= n; ++back) {
        const auto b = static_cast<unsigned char>(s[n - back]);
        if ((b & 0xc0) == 0x80)
            continue; // a continuation byte: look further back for its lead
        const std::size_t length = (b & 0xe0) == 0xc0   ? 2
                                   : (b & 0xf0) == 0xe0 ? 3
                                   : (b & 0xf8) == 0xf0 ? 4
                                                        : 1;
        return length > back ? n - back : n;
    }
    return n;
}

} // namespace

InertStreamBuf::~InertStreamBuf() {
    emit(true);
    target_->pubsync();
}

void InertStreamBuf::emit(bool all) {
    const std::size_t cut = all ? pending_.size() : incompleteTail(pending_);
    if (cut == 0)
        return;
    const std::string out = inertText(std::string_view(pending_).substr(0, cut), Keep::LinesAndTabs);
    target_->sputn(out.data(), static_cast<std::streamsize>(out.size()));
    pending_.erase(0, cut);
}

InertStreamBuf::int_type InertStreamBuf::overflow(int_type ch) {
    if (traits_type::eq_int_type(ch, traits_type::eof()))
        return traits_type::not_eof(ch);
    pending_.push_back(traits_type::to_char_type(ch));
    if (pending_.back() == '\n' || pending_.size() >= kChunk)
        emit(false);
    return ch;
}

std::streamsize InertStreamBuf::xsputn(const char* s, std::streamsize n) {
    pending_.append(s, static_cast<std::size_t>(n));
    emit(false); // in order with the other stream: a warning before the table it concerns
    return n;
}

int InertStreamBuf::sync() {
    emit(false);
    return target_->pubsync();
}

} // namespace gpuplan::cli
