#pragma once

// What the command line writes is inert: every byte it sends to its output and error streams
// passes through an InertStreamBuf, which writes each control character but the line break
// and the tab as \u00XX and each byte that is not well-formed UTF-8 as \xXX (core/base/InertText.h).
// A catalog written before the store refused such text (an ESC sequence in a price's source,
// a stray 0xFF), a file name or a flag value quoted in an error: none reaches the terminal raw.
// JSON output is unchanged by it (nlohmann escapes control characters itself; \u00XX is also
// JSON's own escape for the C1 ones it leaves).

#include <streambuf>
#include <string>

namespace gpuplan::cli {

class InertStreamBuf : public std::streambuf {
public:
    explicit InertStreamBuf(std::streambuf* target) : target_(target) {}
    ~InertStreamBuf() override;
    InertStreamBuf(const InertStreamBuf&) = delete;
    InertStreamBuf& operator=(const InertStreamBuf&) = delete;

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    // Writes what is pending, but an incomplete UTF-8 sequence at its end unless `all`.
    void emit(bool all);
    std::streambuf* target_;
    std::string pending_;
};

} // namespace gpuplan::cli
