#include "ResultTable.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuplan::gui {

namespace {
constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kKeyRole = Qt::UserRole + 2;
} // namespace

ResultTable::ResultTable(const QString& name, QWidget* parent)
    : QWidget(parent), filter_(new QLineEdit(this)), view_(new QTableView(this)),
      model_(new QStandardItemModel(this)), proxy_(new QSortFilterProxyModel(this)) {
    setObjectName(name);
    view_->setObjectName(name + QStringLiteral("View"));
    filter_->setObjectName(name + QStringLiteral("Filter"));
    filter_->setPlaceholderText(tr("Filter rows…"));
    filter_->setClearButtonEnabled(true);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(kSortRole);
    proxy_->setFilterKeyColumn(-1);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setDynamicSortFilter(false);
    view_->setModel(proxy_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(-1, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setAlternatingRowColors(true);
    view_->verticalHeader()->setVisible(false);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setWordWrap(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_);
    layout->addWidget(view_);
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        proxy_->setFilterFixedString(text);
        proxy_->invalidate();
    });
    connect(view_, &QTableView::clicked, this, [this](const QModelIndex& index) {
        Q_EMIT rowClicked(proxy_->mapToSource(index).siblingAtColumn(0).data(kKeyRole).toString());
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { Q_EMIT selectionChanged(); });
}

void ResultTable::setHeaders(const QStringList& headers) {
    if (model_->columnCount() == headers.size()) {
        bool same = true;
        for (int c = 0; c < headers.size() && same; ++c)
            same = model_->headerData(c, Qt::Horizontal).toString() == headers[c];
        if (same)
            return; // tabs set their headers on each refresh; the columns keep their widths
    }
    model_->setColumnCount(static_cast<int>(headers.size()));
    model_->setHorizontalHeaderLabels(headers);
    view_->resizeColumnsToContents();
}

void ResultTable::setFilterVisible(bool visible) {
    filter_->setVisible(visible);
}

void ResultTable::setRows(const QList<QList<TableCell>>& rows, const QStringList& keys) {
    const QStringList selected = selectedKeys();
    const bool new_rows = keys != keys_;
    const QSignalBlocker block(view_->selectionModel());
    model_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const QList<TableCell>& row = rows[r];
        for (int c = 0; c < row.size() && c < model_->columnCount(); ++c) {
            const TableCell& cell = row[c];
            QStandardItem* item = model_->item(r, c);
            if (!item) {
                item = new QStandardItem;
                model_->setItem(r, c, item);
            }
            if (item->text() == cell.text && item->toolTip() == cell.tooltip)
                continue; // unchanged: no signal, no repaint
            item->setText(cell.text);
            item->setData(cell.sort.isValid() ? cell.sort : QVariant(cell.text), kSortRole);
            item->setToolTip(cell.tooltip);
            if (c == 0)
                item->setData(r < keys.size() ? keys[r] : QString(), kKeyRole);
            item->setTextAlignment(cell.sort.isValid() && cell.sort.typeId() != QMetaType::QString
                                       ? Qt::AlignRight | Qt::AlignVCenter
                                       : Qt::AlignLeft | Qt::AlignVCenter);
            switch (cell.tone) {
            case TableCell::Tone::Good:
                item->setForeground(QColor(0x1e, 0x7b, 0x34));
                break;
            case TableCell::Tone::Bad:
                item->setForeground(QColor(0xb0, 0x3a, 0x2e));
                break;
            case TableCell::Tone::Plain:
                item->setData(QVariant(), Qt::ForegroundRole);
                break;
            }
        }
    }
    keys_ = keys;
    // The proxy neither filters nor sorts by itself (dynamicSortFilter off): do it once here.
    const int column = view_->horizontalHeader()->sortIndicatorSection();
    if (!filter_->text().isEmpty() || new_rows)
        proxy_->invalidate();
    if (column >= 0 && column < model_->columnCount())
        proxy_->sort(column, view_->horizontalHeader()->sortIndicatorOrder());
    view_->selectionModel()->clearSelection();
    for (const QString& key : selected) {
        const int r = rowOf(key);
        if (r >= 0)
            view_->selectionModel()->select(proxy_->mapFromSource(model_->index(r, 0)),
                                            QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    if (new_rows)
        view_->resizeColumnsToContents();
}

QStringList ResultTable::selectedKeys() const {
    QStringList keys;
    const QModelIndexList rows = view_->selectionModel()->selectedRows();
    for (const QModelIndex& index : rows)
        keys.append(proxy_->mapToSource(index).data(kKeyRole).toString());
    return keys;
}

int ResultTable::rowOf(const QString& key) const {
    return static_cast<int>(keys_.indexOf(key));
}

QString ResultTable::text(int row, int column) const {
    const QStandardItem* item = model_->item(row, column);
    return item ? item->text() : QString();
}

} // namespace gpuplan::gui
