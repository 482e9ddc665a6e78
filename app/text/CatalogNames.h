#pragma once

// The embedded catalog's GPU and system names in the user's language (issue 37, item 11): a
// name keeps its product words and has its English words translated ("GB200 (per GPU of an
// NVL72 rack)" -> "GB200 (par GPU d'un rack NVL72)", "Host server for an 8-GPU HGX baseboard
// (estimate)" -> "Serveur hôte pour une carte de base HGX 8 GPU (estimation)"). A name is
// translated only while it is written as the embedded catalog writes it: a name the user gave or
// edited is shown as written.

#include "text/Format.h"

#include <QString>

#include <string>
#include <vector>

namespace gpuplan::text {

QString gpuNameText(const std::string& name, const Format& format = Format());
QString systemNameText(const std::string& name, const Format& format = Format());
// `text` with each embedded GPU or system name it quotes written in the language: core's
// sentences ("no system powers GB200 (per GPU of an NVL72 rack)...") take the names as data.
QString withCatalogNames(QString text, const Format& format = Format());
// The names the list translates, as the embedded catalog writes them (tests hold them to it).
std::vector<std::string> translatedGpuNames();
std::vector<std::string> translatedSystemNames();

} // namespace gpuplan::text
