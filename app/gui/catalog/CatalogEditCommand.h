#pragma once

#include "gui/catalog/CatalogTableAdapter.h"

#include <QUndoCommand>

#include <functional>
#include <vector>

namespace gpuplan::gui {

// An undoable group of catalog edits. The edits are applied before the command
// is pushed (applyAll), so a refused edit never reaches the undo stack; the
// first redo() that QUndoStack::push makes does nothing. undo() reverts them
// newest first, redo() applies them again. When the store refuses an undo or a
// redo (someone else changed the row meanwhile) the message goes to `on_error`
// and the command is made obsolete: nothing is half-done.
class CatalogEditCommand : public QUndoCommand {
public:
    using Handler = std::function<void(const QString& error)>; // empty error: success

    // Applies every edit in order; when one throws, the ones already applied are
    // reverted and the exception is rethrown.
    static void applyAll(const std::vector<CatalogEdit>& edits);
    static void revertAll(const std::vector<CatalogEdit>& edits);

    CatalogEditCommand(const QString& text, std::vector<CatalogEdit> applied_edits, Handler after);

    void undo() override;
    void redo() override;

private:
    std::vector<CatalogEdit> edits_;
    Handler after_;
    bool first_redo_ = true;
};

} // namespace gpuplan::gui
