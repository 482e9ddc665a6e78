#pragma once

#include "core/scenario/Scenario.h"

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace gpuplan::gui {

// One undoable change of the scenario: the whole scenario before and after
// (a Scenario is a small value), given back to `apply` (the session's) on undo
// and redo. Consecutive commands with the same merge key
// collapse into one (typing in a field, dragging a slider).
class ScenarioEditCommand : public QUndoCommand {
public:
    ScenarioEditCommand(std::function<void(const Scenario&)> apply, Scenario before, Scenario after,
                        const QString& description, QString merge_key);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    std::function<void(const Scenario&)> apply_;
    Scenario before_;
    Scenario after_;
    QString merge_key_;
};

} // namespace gpuplan::gui
