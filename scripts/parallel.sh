#!/bin/sh
# Runs each argument as a shell command, all at once, and fails if any of them failed (once all
# have ended). For checks that do not depend on each other: on two cores, the type-aware lint, the
# formatting check, the type check and the build take about as long together as the lint and the
# formatting check took one after the other.
set -u
pids=""
for command in "$@"; do
  sh -c "$command" &
  pids="$pids $!"
done
status=0
for pid in $pids; do
  wait "$pid" || status=1
done
exit $status
