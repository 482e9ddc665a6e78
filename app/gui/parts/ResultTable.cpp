#include "gui/parts/ResultTable.h"

#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuplan::gui {

namespace {
constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kKeyRole = Qt::UserRole + 2;

// Draws a cell's text at a point, elided on the right when it does not fit. The default
// delegate measures and lays every cell out with a QTextLayout (and its style measures it
// again to place it), which made repainting a result table most of an edit's redraw.
// Background, selection and focus are the style's, as before; results have neither icons
// nor check boxes.
class TextDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        if (text.isEmpty())
            return;
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const QRect rect = opt.rect.adjusted(margin, 0, -margin, 0);
        const QFontMetrics& fm = opt.fontMetrics;
        QString shown = text;
        int width = fm.horizontalAdvance(shown);
        if (width > rect.width()) {
            shown = fm.elidedText(text, Qt::ElideRight, rect.width());
            width = fm.horizontalAdvance(shown);
        }
        const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
        const int x = (align & Qt::AlignRight)     ? rect.right() + 1 - width
                      : (align & Qt::AlignHCenter) ? rect.left() + (rect.width() - width) / 2
                                                   : rect.left();
        const int y = rect.top() + (rect.height() - fm.height()) / 2 + fm.ascent();
        const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                           : (opt.state & QStyle::State_Active) ? QPalette::Normal
                                                                                : QPalette::Inactive;
        painter->save();
        painter->setPen(opt.palette.color(
            group, (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
        painter->setFont(opt.font);
        painter->drawText(QPoint(x, y), shown);
        painter->restore();
    }
};

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
    view_->setItemDelegate(new TextDelegate(view_));
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
    // Double-click or Enter: never a single click, even where the style activates items on one.
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        Q_EMIT rowActivated(proxy_->mapToSource(index).siblingAtColumn(0).data(kKeyRole).toString());
    });
    view_->installEventFilter(this);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { Q_EMIT selectionChanged(); });
}

void ResultTable::setHeaders(const QStringList& headers) {
    if (headers == headers_)
        return; // tabs set their headers on every refresh; widths stay as they are
    headers_ = headers;
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
    const bool first_fill = model_->rowCount() == 0 && !rows.isEmpty();
    const int sort_column = view_->horizontalHeader()->sortIndicatorSection();
    const QSignalBlocker block(view_->selectionModel());
    model_->setRowCount(static_cast<int>(rows.size()));
    // Cells are updated in place with the model's signals blocked, then announced once each
    // (QStandardItem signals every role it sets: five times per cell, through the proxy to
    // the view). One signal per cell, not one for the range: a range repaints the whole table.
    QList<QModelIndex> changed;
    bool sorted_column_changed = false;
    {
        const QSignalBlocker quiet(model_);
        for (int r = 0; r < rows.size(); ++r) {
            const QList<TableCell>& row = rows[r];
            const QString key = r < keys.size() ? keys[r] : QString();
            for (int c = 0; c < row.size() && c < model_->columnCount(); ++c) {
                const TableCell& cell = row[c];
                QStandardItem* item = model_->item(r, c);
                if (!item) {
                    item = new QStandardItem;
                    model_->setItem(r, c, item);
                }
                const QVariant sort = cell.sort.isValid() ? cell.sort : QVariant(cell.text);
                const QVariant foreground =
                    cell.tone == TableCell::Tone::Good  ? QVariant(QBrush(QColor(0x1e, 0x7b, 0x34)))
                    : cell.tone == TableCell::Tone::Bad ? QVariant(QBrush(QColor(0xb0, 0x3a, 0x2e)))
                                                        : QVariant();
                if (item->text() == cell.text && item->toolTip() == cell.tooltip &&
                    item->data(kSortRole) == sort && item->data(Qt::ForegroundRole) == foreground &&
                    (c != 0 || item->data(kKeyRole) == key))
                    continue; // unchanged: not repainted
                item->setText(cell.text);
                item->setData(sort, kSortRole);
                item->setToolTip(cell.tooltip);
                if (c == 0)
                    item->setData(key, kKeyRole);
                item->setTextAlignment(cell.sort.isValid() && cell.sort.typeId() != QMetaType::QString
                                           ? Qt::AlignRight | Qt::AlignVCenter
                                           : Qt::AlignLeft | Qt::AlignVCenter);
                item->setData(foreground, Qt::ForegroundRole);
                changed.append(item->index());
                sorted_column_changed = sorted_column_changed || c == sort_column;
            }
        }
    }
    for (const QModelIndex& index : changed)
        Q_EMIT model_->dataChanged(index, index);
    keys_ = keys;
    // The proxy neither filters nor sorts by itself (dynamicSortFilter off): once here, and
    // only when the rows or the sorted column changed.
    if (!filter_->text().isEmpty() && !changed.isEmpty())
        proxy_->invalidate();
    if (sort_column >= 0 && sort_column < model_->columnCount() && (new_rows || sorted_column_changed))
        proxy_->sort(sort_column, view_->horizontalHeader()->sortIndicatorOrder());
    view_->selectionModel()->clearSelection();
    for (const QString& key : selected) {
        const int r = rowOf(key);
        if (r >= 0)
            view_->selectionModel()->select(proxy_->mapFromSource(model_->index(r, 0)),
                                            QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    // Column widths follow the first rows shown; later the user's widths stay.
    if (first_fill)
        view_->resizeColumnsToContents();
}

QStringList ResultTable::selectedKeys() const {
    QStringList keys;
    const QModelIndexList rows = view_->selectionModel()->selectedRows();
    for (const QModelIndex& index : rows)
        keys.append(proxy_->mapToSource(index).data(kKeyRole).toString());
    return keys;
}

bool ResultTable::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        const QModelIndex current = view_->currentIndex();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && current.isValid()) {
            Q_EMIT rowActivated(proxy_->mapToSource(current).siblingAtColumn(0).data(kKeyRole).toString());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool ResultTable::selectKey(const QString& key) {
    const int r = rowOf(key);
    if (r < 0)
        return false;
    const QModelIndex index = proxy_->mapFromSource(model_->index(r, 0));
    if (!index.isValid())
        return false; // filtered out
    view_->selectionModel()->setCurrentIndex(index,
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view_->scrollTo(index);
    return true;
}

int ResultTable::rowOf(const QString& key) const {
    return static_cast<int>(keys_.indexOf(key));
}

QString ResultTable::text(int row, int column) const {
    const QStandardItem* item = model_->item(row, column);
    return item ? item->text() : QString();
}

} // namespace gpuplan::gui
