#include "gui/parts/FrozenColumn.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace gpuplan::gui {

FrozenColumn::FrozenColumn(QTableView* table)
    : QObject(table), table_(table), overlay_(new QTableView(table)) {
    overlay_->setObjectName(table->objectName() + QStringLiteral("Frozen"));
    overlay_->setModel(table->model());
    overlay_->setSelectionModel(table->selectionModel());
    overlay_->setSelectionBehavior(table->selectionBehavior());
    overlay_->setSelectionMode(table->selectionMode());
    overlay_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    overlay_->setFocusPolicy(Qt::NoFocus);
    overlay_->verticalHeader()->hide();
    overlay_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    overlay_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    overlay_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    overlay_->setVerticalScrollMode(table->verticalScrollMode());
    overlay_->setWordWrap(table->wordWrap());
    overlay_->setSortingEnabled(table->isSortingEnabled());
    overlay_->setAlternatingRowColors(table->alternatingRowColors());
    overlay_->setFrameShape(QFrame::NoFrame);
    overlay_->setAccessibleName(table->accessibleName());
    overlay_->setStyleSheet(QStringLiteral("QTableView { border-right: 1px solid palette(mid); }"));
    showOnlyTheFirstColumn();
    overlay_->setColumnWidth(0, table->columnWidth(0));
    table->viewport()->stackUnder(overlay_);
    overlay_->show();

    // Scrolling either one scrolls both; sizes follow the table.
    connect(overlay_->verticalScrollBar(), &QAbstractSlider::valueChanged, table->verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(table->verticalScrollBar(), &QAbstractSlider::valueChanged, overlay_->verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column == 0) {
            overlay_->setColumnWidth(0, size);
            place();
        }
    });
    connect(table->verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int row, int, int size) { overlay_->setRowHeight(row, size); });
    connect(table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder o) {
                overlay_->horizontalHeader()->setSortIndicatorShown(column == 0);
                overlay_->horizontalHeader()->setSortIndicator(column == 0 ? 0 : -1, o);
            });
    connect(overlay_->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int) {
        const auto order = table_->horizontalHeader()->sortIndicatorSection() == 0 &&
                                   table_->horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder
                               ? Qt::DescendingOrder
                               : Qt::AscendingOrder;
        table_->sortByColumn(0, order);
    });
    connect(table->model(), &QAbstractItemModel::columnsInserted, this,
            &FrozenColumn::showOnlyTheFirstColumn);
    connect(table->model(), &QAbstractItemModel::headerDataChanged, this, &FrozenColumn::place);
    connect(table->model(), &QAbstractItemModel::modelReset, this, &FrozenColumn::showOnlyTheFirstColumn);
    connect(table->model(), &QAbstractItemModel::rowsInserted, this, &FrozenColumn::place);
    connect(table->model(), &QAbstractItemModel::layoutChanged, this, &FrozenColumn::place);
    table->installEventFilter(this);
    place();
}

void FrozenColumn::showOnlyTheFirstColumn() {
    for (int c = 1; c < table_->model()->columnCount(); ++c)
        overlay_->setColumnHidden(c, true);
    overlay_->setColumnHidden(0, false);
    place();
}

void FrozenColumn::place() {
    const int header = table_->horizontalHeader()->height();
    const int left = table_->verticalHeader()->isVisible() ? table_->verticalHeader()->width() : 0;
    const int frame = table_->frameWidth();
    overlay_->horizontalHeader()->setFixedHeight(header);
    overlay_->verticalHeader()->setDefaultSectionSize(table_->verticalHeader()->defaultSectionSize());
    for (int r = 0; r < table_->model()->rowCount(); ++r)
        if (overlay_->rowHeight(r) != table_->rowHeight(r))
            overlay_->setRowHeight(r, table_->rowHeight(r));
    overlay_->setGeometry(left + frame, frame, table_->columnWidth(0) + 1,
                          table_->viewport()->height() + header);
}

bool FrozenColumn::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show ||
                              event->type() == QEvent::LayoutRequest))
        place();
    return false;
}

} // namespace gpuplan::gui
