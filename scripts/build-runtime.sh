#!/bin/sh
# Builds the production file layout: node_modules without dev-only or optional packages (the
# embedded PostgreSQL is optional), dist/, and package.json. The Dockerfile's build stage runs it,
# and test/deploy/runtime-layout.e2e-spec.ts runs it into a temporary directory, so the image and
# the test cannot build two different things.
#
#   scripts/build-runtime.sh <target-dir> [deps] [build]      (no step named: both)
#
#   deps   package.json and package-lock.json into <target-dir>, then `npm ci` (exactly the lock file)
#   build  the sources the build reads into <target-dir>, `npm run build`, then the prune
#
# The copies are skipped when <target-dir> is the checkout this script belongs to: the Dockerfile
# copies the files in itself, the packages' layer before the sources', so a code change does not
# reinstall the packages. npm's own settings apply as usual (npm_config_prefer_offline=true, say).
set -eu

SOURCES="tsconfig.json tsconfig.build.json nest-cli.json apps libs bench"

if [ $# -lt 1 ]; then
  echo "usage: $0 <target-dir> [deps] [build]" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
target=$(cd "$1" && pwd)
shift
steps=${*:-deps build}

copy() {
  # bench/results holds recorded numbers, not code (.dockerignore keeps it out of the image too).
  [ "$root" = "$target" ] || tar -C "$root" --exclude=bench/results -cf - "$@" | tar -C "$target" -xf -
}

for step in $steps; do
  case $step in
    deps)
      copy package.json package-lock.json
      # --include=dev: the build needs the compiler even where NODE_ENV=production is set.
      (cd "$target" && npm ci --include=dev --no-audit --no-fund)
      ;;
    build)
      # shellcheck disable=SC2086 # one word per path
      copy $SOURCES
      (cd "$target" && npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund)
      ;;
    *)
      echo "$0: unknown step '$step' (deps, build)" >&2
      exit 2
      ;;
  esac
done
