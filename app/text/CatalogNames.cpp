#include "text/CatalogNames.h"

#include "text/CatalogWords.h"

#include <QCoreApplication>

#include <array>

namespace gpuplan::text {

namespace {

constexpr const char* kGpuContext = "catalog GPU names";
constexpr const char* kSystemContext = "catalog system names";

// The names of database/seed/gpus.csv that hold words (the others, "H100 SXM5 80GB", are the
// same in every language).
const char* const kGpuNames[] = {
    QT_TRANSLATE_NOOP("catalog GPU names", "GH200 Grace Hopper Superchip (GPU part, 96GB)"),
    QT_TRANSLATE_NOOP("catalog GPU names", "GB200 (per GPU of an NVL72 rack)"),
    QT_TRANSLATE_NOOP("catalog GPU names", "HGX H20 (China export SKU)"),
    QT_TRANSLATE_NOOP("catalog GPU names", "DGX Spark (GB10, 128 GB unified)"),
    QT_TRANSLATE_NOOP("catalog GPU names", "Apple M3 Ultra (60-core GPU, 96 GB)"),
    QT_TRANSLATE_NOOP("catalog GPU names", "Apple M4 Max (40-core GPU, 128 GB)"),
};

// The names of database/seed/systems.csv that hold words.
const char* const kSystemNames[] = {
    QT_TRANSLATE_NOOP("catalog system names",
                      "Thinkmate HGX H100 8-GPU server (quotation with 8x 400G InfiniBand)"),
    QT_TRANSLATE_NOOP("catalog system names", "Intel Gaudi 3 kit (8 accelerators on a universal baseboard)"),
    QT_TRANSLATE_NOOP("catalog system names", "Intel Gaudi 2 kit (8 accelerators on a universal baseboard)"),
    QT_TRANSLATE_NOOP("catalog system names", "Mac Studio (M3 Ultra 28-core CPU, 60-core GPU, 96 GB)"),
    QT_TRANSLATE_NOOP("catalog system names", "Mac Studio (M4 Max 16-core CPU, 40-core GPU, 128 GB)"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "Multi-GPU deep learning workstation, host parts (Curtis Northcutt's build)"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "Single-GPU desktop, host parts (Deep Learning at Home parts list)"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "4-GPU PCIe workstation, host parts (Threadripper PRO 7975WX, WRX90, 512 GB)"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "Single-GPU AM5 desktop, host parts (Ryzen 9 9950X, X870E, 64 GB; "
                      "RTX PRO 6000 build guide, option A)"),
    QT_TRANSLATE_NOOP(
        "catalog system names",
        "2-GPU Threadripper TRX50 workstation, host parts (Threadripper 7960X, Pro WS TRX50-SAGE, "
        "64 GB; RTX PRO 6000 build guide, option B)"),
    QT_TRANSLATE_NOOP("catalog system names", "Dihuni OptiReady HGX A100 server (8 x A100 SXM4 80GB, EPYC)"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "AMD Instinct MI300X platform (8 OAM GPUs on a baseboard), from the per-GPU price"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "AMD Instinct MI325X platform (8 OAM GPUs on a baseboard), from the per-GPU price"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "AMD Instinct MI355X platform (8 OAM GPUs on a baseboard), from the per-GPU price"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "AMD Instinct MI250X node (4 OAM GPUs), from the per-GPU price"),
    QT_TRANSLATE_NOOP("catalog system names", "NVIDIA HGX H200 8-GPU baseboard, from the per-GPU price"),
    QT_TRANSLATE_NOOP("catalog system names", "NVIDIA HGX H20 8-GPU baseboard, from the per-GPU price"),
    QT_TRANSLATE_NOOP("catalog system names",
                      "NVIDIA GPU baseboard 8 x H200 (935-24287-0040-000), anafrashop"),
    QT_TRANSLATE_NOOP("catalog system names", "NVIDIA GB200 NVL72 rack (72 GPUs, 36 Grace CPUs)"),
    QT_TRANSLATE_NOOP("catalog system names", "Host server for an 8-GPU HGX baseboard (estimate)"),
    QT_TRANSLATE_NOOP("catalog system names", "Host server for an 8-GPU OAM baseboard (estimate)"),
};

// Each of `names` as a QString, converted once (core's every sentence is searched for them).
template <std::size_t N> std::array<QString, N> asQStrings(const char* const (&names)[N]) {
    std::array<QString, N> out;
    for (std::size_t i = 0; i < N; ++i)
        out[i] = QString::fromUtf8(names[i]);
    return out;
}

template <std::size_t N>
void replaceIn(QString& text, const char* const (&names)[N], const std::array<QString, N>& english,
               const char* context, const Format& format) {
    for (std::size_t i = 0; i < N; ++i)
        if (text.contains(english[i]))
            text.replace(english[i], format.translated(context, names[i]));
}

} // namespace

QString gpuNameText(const std::string& name, const Format& format) {
    return knownText(kGpuNames, kGpuContext, name, format);
}

QString systemNameText(const std::string& name, const Format& format) {
    return knownText(kSystemNames, kSystemContext, name, format);
}

QString withCatalogNames(QString text, const Format& format) {
    // Systems first: a system's name may quote a GPU's ("... (1 x GH200 Grace Hopper Superchip)").
    static const auto systems = asQStrings(kSystemNames);
    static const auto gpus = asQStrings(kGpuNames);
    replaceIn(text, kSystemNames, systems, kSystemContext, format);
    replaceIn(text, kGpuNames, gpus, kGpuContext, format);
    return text;
}

std::vector<std::string> translatedGpuNames() {
    return {std::begin(kGpuNames), std::end(kGpuNames)};
}

std::vector<std::string> translatedSystemNames() {
    return {std::begin(kSystemNames), std::end(kSystemNames)};
}

} // namespace gpuplan::text
