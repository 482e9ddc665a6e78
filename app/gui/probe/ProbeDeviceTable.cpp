#include "gui/probe/ProbeDeviceTable.h"

#include "gui/parts/ResultTable.h"
#include "gui/parts/UiFormat.h"
#include "text/CoreText.h"
#include "text/QtString.h"

#include "core/scenario/NvLinks.h"
#include "text/CatalogNames.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QListWidget>
#include <QLocale>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <string>

namespace gpuplan::gui {

using probe::BackendStatus;
using probe::ProbeReport;

namespace {

using text::qs;

// What the probe says, in the window's language and units.
QString say(const Message& m) {
    return text::coreText(m, uiFormat());
}

QString backendName(const std::string& name) {
    if (name == "nvml")
        return QStringLiteral("NVML");
    if (name == "amdgpu-sysfs")
        return ProbeDeviceTable::tr("amdgpu (sysfs)");
    if (name == "rocm-smi")
        return QStringLiteral("ROCm SMI");
    if (name == "pci-sysfs")
        return ProbeDeviceTable::tr("PCI (sysfs)");
    return qs(name);
}

QString stateName(BackendStatus::State state) {
    switch (state) {
    case BackendStatus::State::Ok:
        return ProbeDeviceTable::tr("OK");
    case BackendStatus::State::NotPresent:
        return ProbeDeviceTable::tr("Not present");
    case BackendStatus::State::Failed:
        return ProbeDeviceTable::tr("Failed");
    case BackendStatus::State::Skipped:
        return ProbeDeviceTable::tr("Skipped");
    }
    return {};
}

QString link(const std::optional<int>& gen, const std::optional<int>& width) {
    return ProbeDeviceTable::tr("Gen%1 x%2")
        .arg(gen ? QString::number(*gen) : QStringLiteral("?"),
             width ? QString::number(*width) : QStringLiteral("?"));
}

// Sizes a table to its rows (at least `min_rows`, at most `max_rows`, then it scrolls).
void fitHeight(ResultTable* table, int min_rows, int max_rows) {
    QTableView* view = table->view();
    view->resizeColumnsToContents();
    const int rows = std::clamp(table->model()->rowCount(), min_rows, max_rows);
    const int row_height = view->verticalHeader()->defaultSectionSize();
    int height = view->horizontalHeader()->sizeHint().height() + rows * row_height + 2 * view->frameWidth();
    if (view->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff &&
        view->horizontalHeader()->length() > view->viewport()->width())
        height += view->horizontalScrollBar()->sizeHint().height();
    view->setFixedHeight(height);
}

// Where the catalog comparison of a field is shown in the devices table.
int columnOf(const std::string& field) {
    if (field == "vram")
        return 3;
    if (field == "pcie_gen" || field == "pcie_width")
        return 4;
    if (field == "nvlink")
        return 5;
    if (field == "power_limit")
        return 6;
    return -1;
}

// What the devices table shows in a device's tooltip: who made it, its driver and what was
// not read.
QString deviceDetails(const probe::DeviceReadings& d) {
    QString details = ProbeDeviceTable::tr("Vendor: %1\nDriver: %2\nUUID: %3\nRead by: %4")
                          .arg(qs(d.vendor), qs(d.driver), qs(d.uuid))
                          .arg(qs([&] {
                              std::string s;
                              for (const auto& x : d.sources)
                                  s += (s.empty() ? "" : ", ") + x;
                              return s;
                          }()));
    for (const auto& [field, why] : d.unavailable)
        details += ProbeDeviceTable::tr("\nNot read: %1 (%2)").arg(qs(field), say(why));
    return details;
}

// "here / catalog" (the catalog part only when the match has that figure); the units are in
// the headers.
QString beside(const QString& here, const QString& listed) {
    return listed.isEmpty() ? here : ProbeDeviceTable::tr("%1 / %2").arg(here, listed);
}

// The figures read beside the catalog entry's (`spec`, or none): VRAM, PCIe, NVLink, power.
QList<TableCell> comparisonCells(const probe::DeviceReadings& d, const GpuSpec* spec) {
    QList<TableCell> cells;
    const QString not_read = ProbeDeviceTable::tr("not read");
    // VRAM: "85.9 / 85.9" (GB)
    cells.append(TableCell(
        beside(d.vram_total_bytes ? uiFormat().memory(static_cast<double>(*d.vram_total_bytes)) : not_read,
               spec && spec->vram_bytes > 0 ? uiFormat().memory(static_cast<double>(spec->vram_bytes))
                                            : QString()),
        {},
        d.vram_total_bytes
            ? ProbeDeviceTable::tr("%1 GiB here")
                  .arg(uiFormat().decimal(static_cast<double>(*d.vram_total_bytes) / (1ull << 30), 1))
            : QString()));
    // PCIe: the link's maximum (the current one drops at idle): "Gen4 x16 / Gen4 x16"
    const QString pcie = beside(
        link(d.pcie_gen_max, d.pcie_width_max),
        spec && (spec->pcie_gen || spec->pcie_lanes) ? link(spec->pcie_gen, spec->pcie_lanes) : QString());
    QString pcie_tip = ProbeDeviceTable::tr("Now: %1 (the link slows down at idle)")
                           .arg(link(d.pcie_gen_current, d.pcie_width_current));
    if (d.pcie_gen_gpu_max)
        pcie_tip += ProbeDeviceTable::tr("\nThe GPU supports Gen%1").arg(*d.pcie_gen_gpu_max);
    cells.append(TableCell(pcie, {}, pcie_tip));
    // NVLink: "12 × NVLink 3 / NVLink 3" (twelve active links of NVLink 3)
    QString nvlink = not_read;
    if (const auto links = probe::countNvLinks(d))
        nvlink = links->active == 0 ? ProbeDeviceTable::tr("none")
                 : links->version
                     ? ProbeDeviceTable::tr("%1 × NVLink %2").arg(links->active).arg(*links->version)
                     : ProbeDeviceTable::tr("%1 × NVLink").arg(links->active);
    cells.append(TableCell(
        spec ? beside(nvlink, spec->fabric.empty() ? ProbeDeviceTable::tr("none") : qs(spec->fabric))
             : nvlink));
    // Power limit vs TDP: "300 / 400" (W)
    cells.append(TableCell(beside(d.power_limit_w ? uiFormat().decimal(*d.power_limit_w, 0) : not_read,
                                  spec && spec->tdp_w ? uiFormat().decimal(*spec->tdp_w, 0) : QString())));
    return cells;
}

// A device's row of the devices table (`spec`: its catalog entry, or none).
QList<TableCell> deviceCells(std::size_t index, const probe::ProbedDevice& p, const GpuSpec* spec) {
    const auto& d = p.readings;
    const QString details = deviceDetails(d);
    QList<TableCell> cells;
    cells.append(TableCell(ProbeDeviceTable::tr("GPU %1").arg(index), {}, details));
    cells.append(TableCell(d.name.empty() ? ProbeDeviceTable::tr("(no name)") : qs(d.name), {}, details));
    QString how = say(p.match_message);
    if (p.match) {
        cells.append(TableCell(text::gpuNameText(p.match->gpu_name), {}, qs(p.match->gpu_id)));
        how = p.match->method == "pci-device-id" ? ProbeDeviceTable::tr("PCI id")
              : p.match->method == "name"        ? ProbeDeviceTable::tr("name")
                                                 : qs(p.match->method);
    } else {
        cells.append(TableCell(ProbeDeviceTable::tr("none"), {}, say(p.match_message), TableCell::Tone::Bad));
    }
    cells.append(comparisonCells(d, spec));
    cells.append(TableCell(how, {}, say(p.match_message)));
    cells.append(TableCell(qs(d.pci_bus_id)));
    return cells;
}

} // namespace

ProbeDeviceTable::ProbeDeviceTable(QWidget* parent)
    : QWidget(parent), devices_(new ResultTable(QStringLiteral("probeDevicesTable"), this)),
      differences_(new QListWidget(this)),
      backends_(new ResultTable(QStringLiteral("probeBackendsTable"), this)), devices_box_(nullptr),
      differences_box_(nullptr) {
    devices_->setFilterVisible(false);
    // The catalog comparison first (it is what the tab is for), how it matched last.
    devices_->setHeaders({tr("GPU"), tr("Name"), tr("Catalog entry"),
                          uiFormat().withMemoryUnit(tr("VRAM (%1)\nhere / catalog")),
                          tr("PCIe max\nhere / catalog"), tr("NVLink\nhere / catalog"),
                          tr("Power limit (W)\nhere / TDP"), tr("Matched by"), tr("Bus id")});
    differences_->setObjectName(QStringLiteral("probeDifferences"));
    differences_->setWordWrap(true);
    // As tall as the backends table beside it, no taller.
    differences_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    backends_->setFilterVisible(false);
    backends_->view()->setHorizontalScrollBarPolicy(
        Qt::ScrollBarAlwaysOff); // long messages: elided, in tooltips
    backends_->setHeaders({tr("Backend"), tr("State"), tr("GPUs"), tr("What it said")});

    auto* devices_box = new QGroupBox(tr("Detected GPUs and their catalog entries"), this);
    devices_box->setObjectName(QStringLiteral("probeDevicesBox"));
    auto* dl = new QVBoxLayout(devices_box);
    dl->addWidget(devices_);
    auto* diff_box = new QGroupBox(tr("Differences from the catalog"), this);
    diff_box->setObjectName(QStringLiteral("probeDifferencesBox"));
    auto* fl = new QVBoxLayout(diff_box);
    fl->addWidget(differences_);
    devices_box_ = devices_box;
    differences_box_ = diff_box;
    auto* backends_box = new QGroupBox(tr("Backends"), this);
    backends_box->setObjectName(QStringLiteral("probeBackendsBox"));
    auto* bl = new QVBoxLayout(backends_box);
    bl->addWidget(backends_);
    auto* middle = new QSplitter(Qt::Horizontal, this);
    middle->addWidget(diff_box);
    middle->addWidget(backends_box);
    middle->setStretchFactor(0, 2);
    middle->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(devices_box, 0);
    layout->addWidget(middle, 0);
}

void ProbeDeviceTable::setDevicesVisible(bool visible) {
    devices_box_->setVisible(visible);
    differences_box_->setVisible(visible);
}

void ProbeDeviceTable::showReport(const ProbeReport& report, const Catalog& catalog) {
    showDevices(report, catalog);
    showBackends(report);
}

void ProbeDeviceTable::showDevices(const ProbeReport& report, const Catalog& catalog) {
    QList<QList<TableCell>> rows;
    QStringList keys;
    QList<QPair<int, int>> flagged; // (row, column) of a difference
    differences_->clear();
    for (std::size_t i = 0; i < report.devices.size(); ++i) {
        const auto& p = report.devices[i];
        const GpuSpec* spec = p.match ? catalog.findGpu(p.match->gpu_id) : nullptr;
        QList<TableCell> cells = deviceCells(i, p, spec);
        listDifferences(i, p, static_cast<int>(rows.size()), cells, flagged);
        rows.append(cells);
        keys.append(qs(p.readings.pci_bus_id));
    }
    if (!report.catalog_message.empty())
        new QListWidgetItem(say(report.catalog_message), differences_);
    if (differences_->count() == 0 && !report.devices.empty()) {
        auto* item = new QListWidgetItem(tr("None: every GPU matches its catalog entry."), differences_);
        item->setForeground(QColor(0x1e, 0x7b, 0x34));
    }
    devices_->setRows(rows, keys);
    // A difference stands out by its background too (not only its colour).
    for (int r = 0; r < devices_->model()->rowCount(); ++r)
        for (int c = 0; c < devices_->model()->columnCount(); ++c)
            if (QStandardItem* item = devices_->model()->item(r, c))
                item->setBackground(flagged.contains({r, c}) ? QBrush(QColor(0xfb, 0xe3, 0xdf)) : QBrush());
    fitHeight(devices_, 2, 8);
}

void ProbeDeviceTable::listDifferences(std::size_t index, const probe::ProbedDevice& p, int row,
                                       QList<TableCell>& cells, QList<QPair<int, int>>& flagged) {
    const QString device = tr("GPU %1 (%2)").arg(index).arg(qs(p.readings.pci_bus_id));
    for (const auto& x : p.differences) {
        const int column = columnOf(x.field);
        if (column >= 0) {
            cells[column].tone = TableCell::Tone::Bad;
            cells[column].tooltip = say(x.message);
            flagged.append({row, column});
        }
        auto* item = new QListWidgetItem(tr("%1: %2").arg(device, say(x.message)), differences_);
        item->setData(Qt::UserRole, qs(x.field));
        item->setForeground(QColor(0xb0, 0x3a, 0x2e));
    }
    if (!p.match) {
        auto* item = new QListWidgetItem(tr("%1: no catalog entry (%2)").arg(device, say(p.match_message)),
                                         differences_);
        item->setData(Qt::UserRole, QStringLiteral("match"));
    }
}

void ProbeDeviceTable::showBackends(const ProbeReport& report) {
    QList<QList<TableCell>> brows;
    QStringList bkeys;
    for (const auto& b : report.backends) {
        const auto tone = b.state == BackendStatus::State::Ok       ? TableCell::Tone::Good
                          : b.state == BackendStatus::State::Failed ? TableCell::Tone::Bad
                                                                    : TableCell::Tone::Plain;
        brows.append({TableCell(backendName(b.name)), TableCell(stateName(b.state), {}, {}, tone),
                      TableCell(QString::number(b.devices), b.devices),
                      TableCell(say(b.message), {}, say(b.message))});
        bkeys.append(qs(b.name));
    }
    backends_->setRows(brows, bkeys);
    fitHeight(backends_, 4, 6);
}

} // namespace gpuplan::gui
