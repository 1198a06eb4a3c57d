#include "core/history/HistorySchema.h"

using namespace Qt::StringLiterals;

namespace baton {

const std::array<QStringList, HistorySchema::Version> &HistorySchema::migrations()
{
    static const std::array<QStringList, Version> steps {
        QStringList {
            uR"(CREATE TABLE conversations (
                id TEXT PRIMARY KEY NOT NULL,
                title TEXT NOT NULL DEFAULT '',
                title_given INTEGER NOT NULL DEFAULT 0,
                target TEXT NOT NULL,
                target_name TEXT NOT NULL DEFAULT '',
                options TEXT NOT NULL DEFAULT '{}',
                source TEXT NOT NULL DEFAULT 'console',
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL))"_s,
            u"CREATE INDEX conversations_updated ON conversations (updated_at)"_s,
            uR"(CREATE TABLE turns (
                id INTEGER PRIMARY KEY,
                conversation_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                role TEXT NOT NULL,
                state TEXT NOT NULL,
                text TEXT NOT NULL,
                record TEXT NOT NULL,
                total_tokens INTEGER NOT NULL DEFAULT 0,
                credits REAL NOT NULL DEFAULT 0,
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL,
                UNIQUE (conversation_id, position)))"_s,
        },
        QStringList {
            u"ALTER TABLE conversations ADD COLUMN writer_pid INTEGER"_s,
            u"ALTER TABLE turns ADD COLUMN prompt_tokens INTEGER NOT NULL DEFAULT 0"_s,
            u"ALTER TABLE turns ADD COLUMN completion_tokens INTEGER NOT NULL DEFAULT 0"_s,
            uR"(UPDATE turns SET
                prompt_tokens = coalesce(json_extract(record, '$.answer.usage.prompt_tokens'), 0),
                completion_tokens = coalesce(json_extract(record, '$.answer.usage.completion_tokens'), 0))"_s,
            uR"(CREATE VIRTUAL TABLE turns_fts USING fts5 (text, content = 'turns', content_rowid = 'id',
                tokenize = 'unicode61 remove_diacritics 2'))"_s,
            uR"(CREATE TRIGGER turns_fts_insert AFTER INSERT ON turns BEGIN
                INSERT INTO turns_fts (rowid, text) VALUES (new.id, new.text); END)"_s,
            uR"(CREATE TRIGGER turns_fts_delete AFTER DELETE ON turns BEGIN
                INSERT INTO turns_fts (turns_fts, rowid, text) VALUES ('delete', old.id, old.text); END)"_s,
            uR"(CREATE TRIGGER turns_fts_update AFTER UPDATE OF text ON turns BEGIN
                INSERT INTO turns_fts (turns_fts, rowid, text) VALUES ('delete', old.id, old.text);
                INSERT INTO turns_fts (rowid, text) VALUES (new.id, new.text); END)"_s,
            u"INSERT INTO turns_fts (turns_fts) VALUES ('rebuild')"_s,
        },
        QStringList {
            u"ALTER TABLE conversations ADD COLUMN replay_of TEXT"_s,
            uR"(CREATE TABLE events (
                id INTEGER PRIMARY KEY,
                conversation_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                type TEXT NOT NULL,
                data TEXT NOT NULL,
                recognised INTEGER NOT NULL,
                received_at INTEGER NOT NULL))"_s,
            u"CREATE INDEX events_conversation ON events (conversation_id, position)"_s,
            uR"(CREATE TRIGGER conversations_delete AFTER DELETE ON conversations BEGIN
                DELETE FROM events WHERE conversation_id = old.id; END)"_s,
        },
    };
    return steps;
}

} // namespace baton
