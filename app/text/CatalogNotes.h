#pragma once

// The notes of the embedded catalog's links in the user's language (issue 37, item 11): the
// Interconnect tab's tool tips and the report show a link's note, which the catalog writes in
// English. A note is translated only while it is the embedded catalog's own, word for word,
// under the same link id: a note the user edited (or a link of their own) is shown as they wrote
// it, never as a translation of what it used to say.

#include "text/Format.h"

#include <QString>

#include <string>

namespace gpuplan::text {

QString linkNoteText(const std::string& link_id, const std::string& note, const Format& format);
// A link's name by the same rule: "NVLink 3 (A100 per GPU)" -> "NVLink 3 (A100, par GPU)" while it
// is the embedded catalog's own name of that link; a name the user gave is shown as written.
QString linkNameText(const std::string& link_id, const std::string& name, const Format& format);

} // namespace gpuplan::text
