#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace gpuplan::gui {

// One cell of a result table: the text shown and the value it sorts by.
struct TableCell {
    enum class Tone { Plain, Good, Bad };
    TableCell(QString text_ = {}, QVariant sort_ = {}, QString tooltip_ = {}, Tone tone_ = Tone::Plain)
        : text(std::move(text_)), sort(std::move(sort_)), tooltip(std::move(tooltip_)), tone(tone_) {}
    QString text;
    QVariant sort; // invalid: sorts by text
    QString tooltip;
    Tone tone = Tone::Plain;
};

// A sortable, filterable read-only table of results (one row per GPU, per
// strategy...). Rows carry a key (a catalog id) so that selection survives
// updates; setRows() updates the cells in place.
class ResultTable : public QWidget {
    Q_OBJECT
public:
    explicit ResultTable(const QString& name, QWidget* parent = nullptr);

    // Column titles; nothing happens when they are the ones shown.
    void setHeaders(const QStringList& headers);
    void setRows(const QList<QList<TableCell>>& rows, const QStringList& keys);
    void setFilterVisible(bool visible);

    QTableView* view() const { return view_; }
    QStandardItemModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QLineEdit* filter() const { return filter_; }
    // Keys of the selected rows, in display order.
    QStringList selectedKeys() const;
    // The source row of a key, or -1.
    int rowOf(const QString& key) const;
    // Selects the row of `key` alone and scrolls to it; false when no row has it.
    bool selectKey(const QString& key);
    // Text of a cell in source order (tests).
    QString text(int row, int column) const;

Q_SIGNALS:
    // A row asked to be used: double-clicked, or Enter pressed on it. A click only selects.
    void rowActivated(const QString& key);
    void selectionChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QLineEdit* filter_;
    QTableView* view_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* proxy_;
    QStringList keys_;
    QStringList headers_;
};

} // namespace gpuplan::gui
