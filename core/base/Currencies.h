#pragma once

#include <string_view>

namespace gpuplan {

// Whether `code` is the ISO 4217 code of a currency one can pay a price in: the active codes of
// ISO 4217 List One, less its codes of no money (XXX "no currency", XTS "testing", the precious
// metals XAU XAG XPD XPT, the bond units XBA to XBD, XDR, XSU and XUA).
bool isIso4217Currency(std::string_view code);

} // namespace gpuplan
