#include "gui/catalog/CatalogEditCommand.h"

#include "core/base/Error.h"

namespace gpuplan::gui {

void CatalogEditCommand::applyAll(const std::vector<CatalogEdit>& edits) {
    std::size_t done = 0;
    try {
        for (; done < edits.size(); ++done)
            edits[done].apply();
    } catch (...) {
        while (done > 0)
            edits[--done].revert();
        throw;
    }
}

void CatalogEditCommand::revertAll(const std::vector<CatalogEdit>& edits) {
    std::size_t left = edits.size();
    try {
        for (; left > 0; --left)
            edits[left - 1].revert();
    } catch (...) {
        for (; left < edits.size(); ++left)
            edits[left].apply();
        throw;
    }
}

CatalogEditCommand::CatalogEditCommand(const QString& text, std::vector<CatalogEdit> applied_edits,
                                       Handler after)
    : edits_(std::move(applied_edits)), after_(std::move(after)) {
    setText(text);
}

void CatalogEditCommand::undo() {
    try {
        revertAll(edits_);
        after_({});
    } catch (const InputError& e) {
        setObsolete(true);
        after_(QString::fromStdString(e.what()));
    }
}

void CatalogEditCommand::redo() {
    if (first_redo_) {
        first_redo_ = false;
        return;
    }
    try {
        applyAll(edits_);
        after_({});
    } catch (const InputError& e) {
        setObsolete(true);
        after_(QString::fromStdString(e.what()));
    }
}

} // namespace gpuplan::gui
