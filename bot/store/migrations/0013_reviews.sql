-- Reviews (`/game review`): the AI's review of a finished game, computed once in the AI's
-- pool and answered from here after. `body` is the review as JSON
-- (`engine.ai.review.Review.to_data`): seats and plies only, nothing about a person.
CREATE TABLE reviews (
    game_id     BIGINT NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    body        TEXT   NOT NULL,
    reviewed_at BIGINT NOT NULL
);
