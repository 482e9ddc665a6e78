#pragma once

// Core's sentences (warnings, validation errors, reasons, suggestions...) in the
// user's language, for the GUI, the PDF report and the CLI.
//
// Core produces gpuplan::Message values (core/base/Message.h): an English pattern and
// its arguments. Their translations live in the one .ts file under the context
// "core"; CoreText.cpp lists every pattern for lupdate (a test checks the list
// against core's table, so a new core sentence cannot go untranslated).

#include "core/base/Message.h"
#include "core/plan/Recommender.h"
#include "text/Format.h"

#include <QLocale>
#include <QString>

#include <exception>

#include <span>
#include <string>
#include <vector>

namespace gpuplan::text {

// In the language of the translators installed on the application (QCoreApplication),
// numbers written the `locale`'s way: the GUI and the PDF report. A field of the scenario file
// that the message names (/costs/gpu_price) is written as the form shows it ("Costs › Price of
// one GPU"); the command line keeps the pointer (cliText), which `scenario run` reads.
QString coreText(const Message& m, const QLocale& locale = QLocale());
// Several messages joined by a (translated) separator.
QString coreText(const std::vector<Message>& parts, const QString& separator,
                 const QLocale& locale = QLocale());
// The message with its figures written by `format` where core's pattern cannot say them the
// window's way (memory in the window's GB or GiB: the probe's "80.0 GB", a reason's "37.4 of 80
// GB per GPU"), else as coreText(m, format.locale()).
QString coreText(const Message& m, const Format& format);
// "head: detail; detail" of a recommended candidate, its numbers and its memory figures written
// by `format` (in the window's GB or GiB, as every other memory figure it shows).
QString reasonText(const Candidate& c, const Format& format = Format());
// The arithmetic of a rented candidate's cost (its reason's billing details: the billed time of a
// job, the terms assumed, jobs x billed hours x GPUs x rate), joined; "" for a bought one.
QString billingText(const Candidate& c, const QLocale& locale = QLocale());

// An exception's message for the user: a core InputError's sentence translated
// (without its JSON path: the GUI shows it where it applies), else what().
QString errorText(const std::exception& e);

// In the CLI's language (text::setLanguage), as UTF-8.
std::string cliText(const Message& m);
std::string cliReason(const Candidate& c);

// Every core pattern lupdate sees (all of core's but the verbatim "{}").
std::span<const char* const> translatablePatterns();

} // namespace gpuplan::text
