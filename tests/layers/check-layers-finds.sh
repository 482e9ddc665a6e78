#!/usr/bin/env bash
# scripts/check-layers finds what the build cannot: a core/ or app/gui folder including a folder
# above it, and SQLite in core. A clean tree passes; each wrong tree fails naming the file.
#   tests/layers/check-layers-finds.sh CHECK_LAYERS
set -euo pipefail
check=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree() {
  rm -rf "$tmp/r"
  mkdir -p "$tmp/r/core/model" "$tmp/r/core/plan" "$tmp/r/database" "$tmp/r/app" "$tmp/r/bench" "$tmp/r/tests"
  printf '#include "core/model/ModelSpec.h"\n' >"$tmp/r/core/plan/Planner.h"
  printf '#pragma once\n' >"$tmp/r/core/model/ModelSpec.h"
  mkdir -p "$tmp/r/app/gui/tabs" "$tmp/r/app/gui/window"
  printf '#pragma once\n' >"$tmp/r/app/gui/tabs/FitTab.h"
  printf '#include "gui/tabs/FitTab.h"\n' >"$tmp/r/app/gui/window/MainWindow.h"
}
expect_failure() { # WHAT MESSAGE
  if out=$("$check" "$tmp/r" 2>&1); then
    echo "FAIL: check-layers accepted $1"
    exit 1
  fi
  if [[ $out != *"$2"* ]]; then
    echo "FAIL: for $1, check-layers said: $out"
    exit 1
  fi
}
tree
"$check" "$tmp/r" || { echo "FAIL: check-layers refused a clean tree"; exit 1; }
tree
printf '#include "core/plan/Planner.h"\n' >>"$tmp/r/core/model/ModelSpec.h"
expect_failure "core/model including core/plan" 'core/model/ModelSpec.h includes "core/plan/Planner.h"'
tree
printf '#include <sqlite3.h>\n' >>"$tmp/r/core/model/ModelSpec.h"
expect_failure "sqlite3.h in core" "core/ includes Qt or SQLite"
tree
mkdir -p "$tmp/r/core/widgets"
expect_failure "an unknown core folder" "core/widgets: a folder scripts/check-layers does not know"
tree
printf '#include "gui/window/MainWindow.h"\n' >>"$tmp/r/app/gui/tabs/FitTab.h"
expect_failure "a tab including the main window" 'app/gui/tabs/FitTab.h includes "gui/window/MainWindow.h"'
tree
printf '#pragma once\n' >"$tmp/r/app/gui/Loose.h"
expect_failure "a source outside app/gui's folders" "app/gui/ holds sources outside its folders"
echo "check-layers finds each wrong tree"
