#pragma once

#include "gui/catalog/CatalogTableAdapter.h"

#include <QAbstractTableModel>
#include <QHash>

#include <functional>
#include <memory>

namespace gpuplan::gui {

// A catalog table for a QTableView: text, check box (booleans) and choice
// (enumerations) cells, headers with units, the draft (a new row being filled
// in) as the last row, and the cells the store refused marked with its message.
//
// An edit is not written here: the model hands it to `run` (the window's undo
// stack), which returns the store's message when it refused it; the cell then
// keeps its value, is marked, and cellMessage() asks the window to show the
// message next to it. An edit of the draft changes the draft only; the draft is
// added to the file as soon as the store accepts it (CatalogStore::problemsToAdd
// is empty), and until then its refused cells are marked with the store's words.
class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers by value
        DraftRole,                   // true on the draft row
        ChoicesRole,                 // QStringList for Choice cells
        KindRole,                    // CellKind
        ErrorRole,                   // the store's message for a refused cell, else empty
    };
    // The key of the draft row in cellMessage().
    static QString draftKey() { return QStringLiteral("\x01new"); }

    // What became of an edit: saved (no error), refused with the store's
    // message, or refused because someone else changed the row (the rows were re-read).
    struct EditResult {
        QString error;
        bool conflict = false;
        bool saved() const { return error.isEmpty(); }
    };
    // Builds the edit (may throw InputError) and runs it.
    using EditRunner =
        std::function<EditResult(const std::function<CatalogEdit()>& make, const QString& description)>;

    CatalogTableModel(std::unique_ptr<CatalogTableAdapter> adapter, EditRunner run,
                      QObject* parent = nullptr);

    CatalogTableAdapter& adapter() { return *adapter_; }
    const CatalogTableAdapter& adapter() const { return *adapter_; }
    // Re-reads every row (and its revision); the draft and the marks stay.
    void reload(const CatalogStore& store, const Catalog& catalog);

    // The draft: the last row while there is one.
    void startDraft(int like_row, const QString& gpu_id);
    void discardDraft();
    bool hasDraft() const { return adapter_->hasDraft(); }
    int draftRow() const { return hasDraft() ? adapter_->rowCount() : -1; }
    // Adds the draft now if the store accepts it; else marks what it refuses.
    bool saveDraft(int at_column = -1);

    // The source row of a key (draftKey() for the draft), -1 when none.
    int rowOfKey(const QString& key) const;
    QString keyOf(int row) const;
    // The column a problem in the store's words is about ("amount must be positive..."), -1 when none.
    int columnNamedIn(const QString& problem) const;
    // Forgets the marks of refused cells (not the draft's).
    void clearErrors();
    QString cellError(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

Q_SIGNALS:
    // A message for the cell (`row_key`, `column`): a refused value (`error`),
    // or what a draft still lacks.
    void cellMessage(const QString& row_key, int column, const QString& message, bool error);
    // The draft was added to the file as the row `key`.
    void draftSaved(const QString& key);

private:
    bool setDraftData(int column, const QString& text);
    void markRow(const QString& key, const QStringList& problems, int fallback_column);
    void refreshRow(int row);

    std::unique_ptr<CatalogTableAdapter> adapter_;
    EditRunner run_;
    QHash<QString, QHash<int, QString>> errors_; // row key -> column -> message
    bool saving_draft_ = false;
};

} // namespace gpuplan::gui
