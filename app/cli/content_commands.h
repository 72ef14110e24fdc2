// The parts of `zeitvertreib-cli content` shared between its files: the
// store options every subcommand takes, and the subcommands that live in
// command_content_staff.cpp.
#pragma once

#include "store/content_store.h"

#include <QCommandLineParser>
#include <QStringList>

#include <memory>

namespace zv::cli {

// --data DIR (and --source DIR when `withSource`).
void addStoreOptions(QCommandLineParser& parser, bool withSource);
// The store --data names, or the kiosk's; null after printing why not.
std::unique_ptr<ContentStore> openStore(const QCommandLineParser& parser, const QString& command);

int runContentPackExport(const QStringList& arguments);
int runContentPackImport(const QStringList& arguments);
int runContentUsage(const QStringList& arguments);

} // namespace zv::cli
